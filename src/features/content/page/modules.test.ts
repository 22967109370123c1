// Which dynamic modules a page carries (issue 16: the tools route, the product page's links to the tools).
import { describe, expect, it } from "vitest";
import { pageHasModule } from "./modules";
import type { Page } from "../model";

const page = (modules: string[], header: string[] = []): Page =>
  ({
    sections: [{ id: "s", blocks: modules.map((module, i) => ({ id: `b${i}`, type: "dynamicModule", module: { id: `m${i}`, module, title: "", settings: {} } })) }],
    ...(header.length > 0 ? { headerSection: { id: "h", blocks: header.map((module) => ({ id: "hb", type: "dynamicModule", module: { id: "hm", module, title: "", settings: {} } })) } } : {}),
  }) as unknown as Page;

describe("pageHasModule", () => {
  it("finds a module of one of the types in the body or the header section", () => {
    expect(pageHasModule(page(["LeadForm", "FindASalesContact"]), ["FindASalesContact"])).toBe(true);
    expect(pageHasModule(page([], ["CompetitorCrossReference"]), ["WhereToBuy", "CompetitorCrossReference"])).toBe(true);
  });

  it("is false without one, and for no page", () => {
    expect(pageHasModule(page(["LeadForm"]), ["FindASalesContact"])).toBe(false);
    expect(pageHasModule(null, ["FindASalesContact"])).toBe(false);
  });
});
