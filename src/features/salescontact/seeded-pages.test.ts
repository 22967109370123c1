// Issue 16, F5 in the seeded content: every brand's sales-contact page carries the Find a Sales Contact module first,
// titled, in every locale, and every brand lists the markets it asks for.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { buildContentPack, readPackSources } from "../../../scripts/content-pack/build";
import { createLocalContentSource } from "@/features/content/server";
import type { ContentSource } from "@/features/content/server";
import type { Page } from "@/features/content";
import { brandMarkets } from "./markets";

const BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"];
let source: ContentSource;

beforeAll(async () => {
  const result = buildContentPack(await readPackSources(path.resolve(__dirname, "../../..")));
  source = createLocalContentSource(async () => result.pack);
});

const modulesOf = (page: Page | null) => (page?.sections ?? []).flatMap((s) => s.blocks).flatMap((b) => (b.type === "dynamicModule" ? [b.module] : []));

describe("seeded sales-contact pages (F5)", () => {
  it("every brand's sales-contact page has a titled Find a Sales Contact module first, in every locale", async () => {
    for (const brand of BRANDS) {
      const entry = await source.getBrand(brand, { locale: "en" });
      expect(brandMarkets(entry?.salesContactLookupMarketSelection ?? []).length, brand).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const page = await source.getPage(brand, "sales-contact", { locale });
        const modules = modulesOf(page);
        expect(modules[0]?.module, `${brand} ${locale}`).toBe("FindASalesContact");
        expect(modules[0]?.title, `${brand} ${locale}`).toBeTruthy();
        expect(page?.requireAuthentication).toBe(false);
      }
    }
  });
});
