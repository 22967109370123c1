// content_{locale} over the seeded content pack (S1): pages, news and videos of every brand, found by title with their site paths.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/config/locales";
import { createLocalContentSource } from "@/features/content/server";
import type { Page } from "@/features/content";
import { buildContentPack, readPackSources } from "../../../../scripts/content-pack/build";
import type { ContentRecord, SearchService } from "../model";
import { contentRecords, pageSummary } from "./content-records";
import { CONTENT_INDEX_MAX_AGE_MS, createLocalSearchService } from "./local";

let service: SearchService;
let records: Record<Locale, ContentRecord[]>;

beforeAll(async () => {
  const { pack, problems } = buildContentPack(await readPackSources(path.resolve(__dirname, "../../../..")));
  expect(problems).toEqual([]);
  const source = createLocalContentSource(async () => pack);
  records = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await contentRecords(source, l)] as const))) as Record<Locale, ContentRecord[]>;
  service = createLocalSearchService({
    catalog: () => { throw new Error("products are not needed here"); },
    content: async (locale) => records[locale],
  });
});

const search = async (indexName: string, query: string, extra: object = {}) =>
  (await service.search<ContentRecord>({ requests: [{ indexName, query, ...extra }] })).results[0]!;

describe("content index (S1)", () => {
  it.each([
    ["en", "careers", "Careers at Voltline"],
    ["fr-ca", "carrières", "Carrières chez Voltline"],
    ["es-mx", "empleos", "Empleos en Voltline"],
  ] as const)("finds the careers page in %s by its title, with its site path", async (locale, query, title) => {
    const result = await search(`content_${locale}`, query, { filters: "brand:voltline" });
    expect(result.hits[0]).toMatchObject({ type: "page", brand: "voltline", title, path: `/voltline/${locale}/careers`, objectID: "page:voltline:page-voltline-careers" });
    expect(result.hits[0]!.summary.length).toBeGreaterThan(20);
    expect(result.hits[0]!.summary).not.toMatch(/[<>*#]/);
  });

  it("finds news and videos with their detail paths", async () => {
    const news = await search("content_fr-ca", "prise USB-C portable", { facetFilters: [["type:news"]] });
    expect(news.hits[0]).toMatchObject({ brand: "homestyle", path: "/homestyle/fr-ca/news/news-homestyle-usb-c-receptacle" });
    expect(news.hits[0]!.date).toBeGreaterThan(1_600_000_000);
    const video = await search("content_en", "replacing outlet", { facetFilters: ["type:video", "brand:homestyle"] });
    expect(video.hits[0]).toMatchObject({ title: "Replacing an Outlet with a USB-C Receptacle", path: "/homestyle/en/videos/replacing-an-outlet-with-a-usb-c-receptacle/v/video-homestyle-usb-c-swap" });
    expect(video.hits[0]!.image).toMatch(/^\/content\/|^https:\/\//);
  });

  it("a brand filter isolates one brand's content; brand and type are facets", async () => {
    const all = await search("content_es-mx", "garantía", { facets: ["brand", "type"] });
    expect(Object.keys(all.facets.brand!).length).toBeGreaterThanOrEqual(5);
    const canada = await search("content_es-mx", "garantía", { facetFilters: ["brand:voltline-canada"], facets: ["brand"] });
    expect(canada.nbHits).toBeGreaterThan(0);
    expect(canada.hits.every((hit) => hit.brand === "voltline-canada")).toBe(true);
    expect(canada.facets.brand).toEqual({ "voltline-canada": canada.nbHits });
    expect(canada.hits.map((hit) => hit.path)).toContain("/voltline-canada/es-mx/warranty");
  });

  it("holds every brand's home page, and news newest first on an empty query", async () => {
    for (const brand of ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"]) {
      expect(records.en.some((r) => r.type === "page" && r.path === `/${brand}/en`), brand).toBe(true);
    }
    const news = await search("content_en", "", { facetFilters: ["type:news"], hitsPerPage: 50 });
    const dates = news.hits.map((hit) => hit.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(records.en.map((r) => r.objectID)).size).toBe(records.en.length);
  });

  it("summarises a page without a meta description from its first text blocks", () => {
    const page = {
      metaDescription: " ",
      sections: [{ blocks: [{ type: "script", id: "s" }, { type: "html", id: "h", format: "markdown", content: "## Safe **wiring**\n\nUse a [GFCI](/x) near water." }] }],
    } as unknown as Page;
    expect(pageSummary(page)).toBe("Safe wiring Use a GFCI near water.");
  });

  it("shows content published after the index was built once the index is older than its max age, and survives a failed read", async () => {
    let clock = 0;
    let published: ContentRecord[] = records.en.slice(0, 3);
    let failing = false;
    const live = createLocalSearchService({
      catalog: () => { throw new Error("unused"); },
      content: async () => {
        if (failing) throw new Error("CMS down");
        return published;
      },
      now: () => clock,
    });
    const count = async () => (await live.search({ requests: [{ indexName: "content_en", query: "" }] })).results[0]!.nbHits;
    expect(await count()).toBe(3);
    published = records.en.slice(0, 5);
    clock = CONTENT_INDEX_MAX_AGE_MS - 1;
    expect(await count()).toBe(3);
    clock = CONTENT_INDEX_MAX_AGE_MS + 1;
    expect(await count()).toBe(3); // answered from the current index while the new one builds
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await count()).toBe(5);
    failing = true;
    clock += CONTENT_INDEX_MAX_AGE_MS + 1;
    expect(await count()).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await count()).toBe(5);
  });

  it("retries a content index whose first build failed", async () => {
    let attempts = 0;
    const flaky = createLocalSearchService({
      catalog: () => { throw new Error("unused"); },
      content: async () => {
        if (++attempts === 1) throw new Error("CMS down");
        return records["fr-ca"];
      },
    });
    const ask = () => flaky.search({ requests: [{ indexName: "content_fr-ca", query: "garantie" }] });
    await expect(ask()).rejects.toThrow("CMS down");
    expect((await ask()).results[0]!.nbHits).toBeGreaterThan(0);
  });
});
