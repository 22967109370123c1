import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_SEGMENTS, isReservedPageSlug } from "./reserved-slugs";

const SITE_ROUTES = path.join(process.cwd(), "src/app/[brand]/[locale]");

describe("reserved page slugs", () => {
  it("lists exactly the app's route folders, and which of them answer the bare segment", () => {
    const folders = readdirSync(SITE_ROUTES, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith("[") && !e.name.startsWith("("));
    // A route group's folders (`(area)/page.tsx`) answer the same address as their parent.
    const answersBare = (folder: string): boolean =>
      ["page.tsx", "route.ts"].some((file) => existsSync(path.join(folder, file))) ||
      readdirSync(folder, { withFileTypes: true }).some((e) => e.isDirectory() && e.name.startsWith("(") && answersBare(path.join(folder, e.name)));
    const actual = Object.fromEntries(folders.map((e) => [e.name, { exact: answersBare(path.join(SITE_ROUTES, e.name)) }]));
    expect(actual).toEqual(ROUTE_SEGMENTS);
  });

  it("shadows pages under a route folder, and bare names only where the route answers them", () => {
    expect(isReservedPageSlug("refine/products")).toBe(true);
    expect(isReservedPageSlug("news")).toBe(true);
    expect(isReservedPageSlug("search")).toBe(true);
    expect(isReservedPageSlug("products/overview")).toBe(true);
    expect(isReservedPageSlug("programs")).toBe(false);
    expect(isReservedPageSlug("refine")).toBe(false);
    expect(isReservedPageSlug("support/installation/gfci-receptacles")).toBe(false);
    expect(isReservedPageSlug("newsroom")).toBe(false);
    expect(isReservedPageSlug("")).toBe(false);
    expect(isReservedPageSlug("constructor")).toBe(false);
  });
});
