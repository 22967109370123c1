// The seeded pages that carry the catalogue-bound forms (issue 13, F2, F3): a request-quote page with the quote module
// and the warranty page with the registration module, in every brand and locale, introduced in the page's language.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import type { Block, Page } from "@/features/content/model";
import { buildContentPack, readPackSources } from "../../../../scripts/content-pack/build";
import { createLocalContentSource } from "./local";
import type { ContentSource } from "./port";

const BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"];
let source: ContentSource;

beforeAll(async () => {
  const result = buildContentPack(await readPackSources(path.resolve(__dirname, "../../../..")));
  expect(result.problems).toEqual([]);
  source = createLocalContentSource(async () => result.pack);
});

const blocksOf = (page: Page): Block[] => [...(page.headerSection?.blocks ?? []), ...page.sections.flatMap((section) => section.blocks)];
const modulesOf = (page: Page) => blocksOf(page).flatMap((block) => (block.type === "dynamicModule" ? [block.module] : []));
const textOf = (page: Page) => JSON.stringify(blocksOf(page));

describe("seeded quote and warranty forms (F2, F3)", () => {
  it.each(BRANDS)("%s has a request-quote page with the quote module, and the registration module on its warranty page, in every locale", async (brand) => {
    const intros = new Set<string>();
    for (const locale of LOCALES) {
      const quote = await source.getPage(brand, "request-quote", { locale });
      expect(quote, `${brand} ${locale} request-quote`).not.toBeNull();
      expect(modulesOf(quote!).map((module) => module.module)).toEqual(["QuoteRequestForm"]);
      expect(modulesOf(quote!)[0]?.title).toBeTruthy();
      intros.add(textOf(quote!));
      const warranty = await source.getPage(brand, "warranty", { locale });
      expect(modulesOf(warranty!).map((module) => module.module)).toEqual(["WarrantyRegistrationForm"]);
    }
    // Written in each language, not copied.
    expect(intros.size).toBe(LOCALES.length);
  });
});
