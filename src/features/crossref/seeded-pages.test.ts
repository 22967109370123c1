// Issue 16, F4 in the seeded content: every brand's cross-reference page carries the cross-reference tool, in every locale.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { buildContentPack, readPackSources } from "../../../scripts/content-pack/build";
import { createLocalContentSource } from "@/features/content/server";
import type { ContentSource } from "@/features/content/server";
import type { Page } from "@/features/content";

const BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"];
let source: ContentSource;

beforeAll(async () => {
  const result = buildContentPack(await readPackSources(path.resolve(__dirname, "../../..")));
  source = createLocalContentSource(async () => result.pack);
});

const modulesOf = (page: Page | null) => (page?.sections ?? []).flatMap((s) => s.blocks).flatMap((b) => (b.type === "dynamicModule" ? [b.module] : []));

describe("seeded cross-reference pages (F4)", () => {
  it("every brand's cross-reference page has a titled cross-reference tool first, in every locale", async () => {
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        const page = await source.getPage(brand, "cross-reference", { locale });
        const modules = modulesOf(page);
        expect(modules[0]?.module, `${brand} ${locale}`).toBe("CompetitorCrossReference");
        expect(modules[0]?.title, `${brand} ${locale}`).toBeTruthy();
        expect(page?.requireAuthentication).toBe(false);
      }
    }
  });
});
