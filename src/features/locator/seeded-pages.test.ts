// Issue 16, F6 in the seeded content: every brand's where-to-buy page carries the Where to Buy module, in every locale.
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

describe("seeded where-to-buy pages (F6)", () => {
  it("every brand's where-to-buy page has a titled Where to Buy module first, in every locale", async () => {
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        const page = await source.getPage(brand, "where-to-buy", { locale });
        const modules = modulesOf(page);
        expect(modules[0]?.module, `${brand} ${locale}`).toBe("WhereToBuy");
        expect(modules[0]?.title, `${brand} ${locale}`).toBeTruthy();
        expect(page?.requireAuthentication).toBe(false);
      }
    }
  });
});
