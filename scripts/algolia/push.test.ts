// Contract of `npm run algolia:push` (issue 3): its core runs with the real algoliasearch client against a fake Algolia,
// and the test asserts what arrived: index names, records per locale, settings and replica ranking, batch sizes, the admin key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { smallCatalogDir } from "@/features/catalog/server/__fixtures__/small-catalog";
import { loadCatalog, type LoadedCatalog } from "@/features/catalog/server/local-catalog";
import { fixturePack } from "@/features/content/server/__fixtures__/pack";
import { createLocalContentSource } from "@/features/content/server/local";
import type { ContentSource } from "@/features/content/server/port";
import { createAlgoliaClient } from "@/features/search/server/algolia";
import { algoliaSettingsFromEnv } from "@/features/search/server/algolia-config";
import { contentRecords } from "@/features/search/server/content-records";
import { productIndexSettings, productRecords } from "@/features/search/server/records";
import { startFakeAlgolia, type FakeAlgolia } from "@/features/search/server/__fixtures__/fake-algolia";
import { describePlan, executePush, planPush, type PlannedIndex } from "./push-core";

const APP_ID = "VOLTTEST02";
const ADMIN_KEY = "admin-key";
const BATCH = 1000;

let catalog: LoadedCatalog;
let content: ContentSource;
let fake: FakeAlgolia;
let plan: PlannedIndex[];

beforeAll(async () => {
  catalog = loadCatalog(smallCatalogDir());
  content = createLocalContentSource(async () => fixturePack());
  fake = await startFakeAlgolia({ appId: APP_ID, apiKeys: [ADMIN_KEY] });
  plan = await planPush({ catalog, content, locales: LOCALES });
  const client = createAlgoliaClient(algoliaSettingsFromEnv({ ALGOLIA_APP_ID: APP_ID, ALGOLIA_ADMIN_API_KEY: ADMIN_KEY, ALGOLIA_HOSTS: fake.host }, "admin"));
  await executePush(client, plan, { batchSize: BATCH });
}, 60_000);

afterAll(() => fake?.close());

const batchesTo = (prefix: string) =>
  fake.requests.filter((r) => r.method === "POST" && r.path.startsWith(`/1/indexes/${prefix}_tmp_`) && r.path.endsWith("/batch"));

describe("algolia:push (issue 3)", () => {
  it("leaves exactly the primaries, their sort replicas and the content indices, no temporary index", () => {
    const expected = LOCALES.flatMap((l) => [`products_${l}`, `products_${l}_name_asc`, `products_${l}_name_desc`, `products_${l}_catalog_asc`, `products_${l}_newest`, `content_${l}`]);
    expect([...fake.indices.keys()].sort()).toEqual(expected.sort());
  });

  it("pushes every product and content record of each locale, with what the UI renders", async () => {
    for (const locale of LOCALES) {
      const products = fake.indices.get(`products_${locale}`)!.records;
      expect(products.size, locale).toBe(productRecords(catalog, locale).length);
      const sample = [...products.values()][0]!;
      expect(sample).toMatchObject({ objectID: expect.any(String), name: expect.any(String), slug: expect.any(String), catalogNumber: expect.any(String), Categories: { lvl0: expect.any(String) }, listPrices: { USD: expect.any(Number) } });

      const pages = fake.indices.get(`content_${locale}`)!.records;
      expect(pages.size, locale).toBe((await contentRecords(content, locale)).length);
      expect(pages.get("page:voltline:page-voltline-about")).toMatchObject({ type: "page", brand: "voltline", path: `/voltline/${locale}/about`, summary: expect.any(String) });
      expect(pages.get("video:voltline:video-gfci")).toMatchObject({ type: "video", path: `/voltline/${locale}/videos/installing-a-gfci/v/video-gfci` });
      expect(fake.indices.get(`products_${locale}_name_asc`)!.records.size).toBe(0);
    }
    expect(fake.indices.get("content_fr-ca")!.records.get("page:voltline:page-voltline-about")).toMatchObject({ title: "À propos" });
  });

  it("sends records in batches of at most 1000, as many batches as needed", () => {
    const batches = batchesTo("products_en");
    const sizes = batches.map((r) => (r.body as { requests: unknown[] }).requests.length);
    const total = productRecords(catalog, "en").length;
    expect(sizes.every((n) => n <= BATCH)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(total);
    expect(batches).toHaveLength(Math.ceil(total / BATCH));
    expect((batches[0]!.body as { requests: { action: string }[] }).requests[0]!.action).toBe("addObject");
  });

  it("sets the primary's settings from the engine's definition, with searchable facets and replicas", () => {
    const engine = productIndexSettings(catalog);
    const settings = fake.indices.get("products_es-mx")!.settings;
    expect(settings).toMatchObject({
      searchableAttributes: ["name", "catalogNumber,upc", "description"],
      customRanking: ["desc(releaseDate)"],
      replicas: ["products_es-mx_name_asc", "products_es-mx_name_desc", "products_es-mx_catalog_asc", "products_es-mx_newest"],
      queryLanguages: ["es"],
    });
    const facets = settings.attributesForFaceting as string[];
    expect(facets).toHaveLength(engine.attributesForFaceting.length + (engine.numericFacets ?? []).length);
    expect(facets).toContain("numericAttributes.amperage");
    expect(facets).toContain("searchable(certifications)");
    expect(facets).toContain("algoliaBrands");
    expect(facets).toContain("Categories.lvl1");
    expect(settings.numericAttributesForFiltering).toEqual(engine.numericAttributes);
    expect(fake.indices.get("content_en")!.settings).toMatchObject({ searchableAttributes: ["title", "summary"], attributesForFaceting: ["brand", "type"], customRanking: ["desc(date)"] });
  });

  it("ranks each replica by its sort before relevance", () => {
    const ranking = (name: string) => (fake.indices.get(name)!.settings.ranking as string[]);
    expect(ranking("products_en_name_asc").slice(0, 2)).toEqual(["asc(name)", "typo"]);
    expect(ranking("products_en_name_desc")[0]).toBe("desc(name)");
    expect(ranking("products_en_catalog_asc")[0]).toBe("asc(catalogNumber)");
    expect(ranking("products_en_newest")[0]).toBe("desc(releaseDate)");
    const settingsCall = fake.requests.find((r) => r.method === "PUT" && r.path === "/1/indexes/products_en_newest/settings")!;
    expect(settingsCall.query.get("forwardToReplicas")).toBe("false");
  });

  it("authenticates every call with the admin key", () => {
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.headers["x-algolia-api-key"] === ADMIN_KEY && r.headers["x-algolia-application-id"] === APP_ID)).toBe(true);
  });

  it("a second push replaces the records instead of adding to them", async () => {
    const client = createAlgoliaClient(algoliaSettingsFromEnv({ ALGOLIA_APP_ID: APP_ID, ALGOLIA_ADMIN_API_KEY: ADMIN_KEY, ALGOLIA_HOSTS: fake.host }, "admin"));
    const fewer = plan.filter((i) => i.indexName === "content_en").map((i) => ({ ...i, records: i.records!.slice(0, 2) }));
    await executePush(client, fewer);
    expect(fake.indices.get("content_en")!.records.size).toBe(2);
  });

  it("--dry-run describes each index without sending anything", () => {
    const before = fake.requests.length;
    const text = describePlan(plan, BATCH);
    expect(text).toContain(`products_en: ${productRecords(catalog, "en").length} records in ${Math.ceil(productRecords(catalog, "en").length / BATCH)} batches`);
    expect(text).toContain("products_fr-ca_newest: sort replica of products_fr-ca");
    expect(text).toContain('"customRanking":["desc(date)"]');
    expect(text).toContain(`first record ${JSON.stringify(productRecords(catalog, "en")[0])}`);
    expect(fake.requests.length).toBe(before);
  });
});
