// Contract of the SearchService port (S1-S3, S6): the same assertions hold for the embedded engine and for the Algolia
// adapter, whose real algoliasearch client talks HTTP to a fake Algolia answering from the engine.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog } from "@/features/catalog/server";
import { LOCALES, type Locale } from "@/config/locales";
import { createLocalContentSource } from "@/features/content/server";
import { buildContentPack, readPackSources } from "../../../../scripts/content-pack/build";
import { isSearchInputError, isSearchUnavailableError, type ContentRecord, type ProductRecord, type SearchResult, type SearchService } from "../model";
import { createAlgoliaSearchService } from "./algolia";
import { algoliaSettingsFromEnv } from "./algolia-config";
import { contentRecords } from "./content-records";
import { createLocalSearchService } from "./local";
import { caught, startFakeAlgolia, type FakeAlgolia } from "./__fixtures__/fake-algolia";

const APP_ID = "VOLTTEST01";
const SEARCH_KEY = "search-only-key";

let local: SearchService;
let algolia: SearchService;
let fake: FakeAlgolia;
const env = () => ({ ALGOLIA_APP_ID: APP_ID, ALGOLIA_SEARCH_API_KEY: SEARCH_KEY, ALGOLIA_HOSTS: fake.host });

beforeAll(async () => {
  const catalog = loadCatalog(smallCatalogDir());
  const { pack } = buildContentPack(await readPackSources(path.resolve(__dirname, "../../../..")));
  const source = createLocalContentSource(async () => pack);
  const content = new Map<Locale, Promise<ContentRecord[]>>(LOCALES.map((l) => [l, contentRecords(source, l)]));
  local = createLocalSearchService({ catalog: () => catalog, content: (locale) => content.get(locale)! });
  fake = await startFakeAlgolia({ appId: APP_ID, apiKeys: [SEARCH_KEY], search: local });
  algolia = createAlgoliaSearchService(algoliaSettingsFromEnv(env(), "search"));
});

afterAll(() => fake?.close());

/** What a client observes, without the timing and the random queryID. */
function observable<T>(results: SearchResult<T>[]) {
  return results.map(({ queryID, ...rest }) => ({ ...rest, processingTimeMS: typeof rest.processingTimeMS, hasQueryID: queryID !== undefined }));
}

describe.each([
  ["local engine", () => local],
  ["Algolia adapter over HTTP", () => algolia],
])("SearchService contract: %s", (_name, service) => {
  it("S1 answers products and content in one multi-index query", async () => {
    const { results } = await service().search<ProductRecord | ContentRecord>({
      requests: [
        { indexName: "products_fr-ca", query: "prise", hitsPerPage: 3, facets: ["Categories.lvl0", "certifications"], clickAnalytics: true },
        { indexName: "content_fr-ca", query: "garantie", filters: "brand:voltline", attributesToHighlight: ["title"], highlightPreTag: "<mark>", highlightPostTag: "</mark>" },
      ],
    });
    const [products, content] = results as [SearchResult<ProductRecord>, SearchResult<ContentRecord>];
    expect(products).toMatchObject({ index: "products_fr-ca", query: "prise", page: 0, hitsPerPage: 3 });
    expect(products.nbHits).toBeGreaterThan(3);
    expect(products.hits).toHaveLength(3);
    expect(products.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.values(products.facets.certifications ?? {}).every((n) => n > 0)).toBe(true);
    expect(content.hits[0]).toMatchObject({ type: "page", brand: "voltline", path: "/voltline/fr-ca/warranty", title: "Garantie" });
    expect(content.hits[0]!._highlightResult!.title).toMatchObject({ value: "<mark>Garantie</mark>", matchLevel: "full" });
  });

  it("S1 sorts through the products_{locale}_{sort} replicas", async () => {
    const { results } = await service().search<ProductRecord>({ requests: [{ indexName: "products_en_name_asc", query: "", hitsPerPage: 20 }] });
    const names = results[0]!.hits.map((hit) => hit.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base", numeric: true })));
  });

  it("S2 searches facet values within a filter", async () => {
    const answer = await service().searchForFacetValues({ indexName: "products_en", facetName: "certifications", facetQuery: "u", params: { filters: "salesOrgs:US01" } });
    expect(answer.facetHits.find((hit) => hit.value === "UL")).toMatchObject({ highlighted: "<em>U</em>L", count: expect.any(Number) });
  });

  it("S3 predictions: hits with the passage that answers, in the index's language", async () => {
    const answer = await service().predict({ indexName: "products_en", query: "which receptacle is tamper resistant?", queryLanguages: ["en"], nbHits: 2, attributesForPrediction: ["description"] });
    expect(answer).toMatchObject({ index: "products_en", query: "which receptacle is tamper resistant?" });
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.length).toBeLessThanOrEqual(2);
    expect(answer.hits[0]!._answer).toMatchObject({ extract: expect.stringContaining("<em>"), extractAttribute: "description", score: expect.any(Number) });
  });

  it("S3 distinct: one product per family", async () => {
    const { results } = await service().search<ProductRecord>({ requests: [{ indexName: "products_en", query: "receptacle", distinct: true, hitsPerPage: 20 }] });
    const families = results[0]!.hits.map((hit) => hit.familyId);
    expect(families.length).toBeGreaterThan(1);
    expect(new Set(families).size).toBe(families.length);
  });

  it("Bad input: predictions in another language or with too many hits are client errors", async () => {
    for (const run of [
      () => service().predict({ indexName: "products_fr-ca", query: "prise", queryLanguages: ["en"] }),
      () => service().predict({ indexName: "products_en", query: "plug", queryLanguages: ["en"], nbHits: 500 }),
      () => service().predict({ indexName: "users_en", query: "plug", queryLanguages: ["en"] }),
    ]) {
      expect(isSearchInputError(await caught(run))).toBe(true);
    }
  });

  it("Bad input: unknown index, broken filter, bad paging and a non-searchable facet are client errors", async () => {
    for (const run of [
      () => service().search({ requests: [{ indexName: "users_en" }] }),
      () => service().search({ requests: [{ indexName: "products_en", filters: "brand:(" }] }),
      () => service().search({ requests: [{ indexName: "products_en", page: -1 }] }),
      () => service().search({ requests: [] }),
      () => service().searchForFacetValues({ indexName: "products_en", facetName: "salesOrgs", facetQuery: "u" }),
    ]) {
      expect(isSearchInputError(await caught(run))).toBe(true);
    }
  });
});

describe("Algolia adapter (S6)", () => {
  it("gives the same answers as the engine, through the real client's request and response handling", async () => {
    const requests = [
      { indexName: "products_es-mx", query: "contacto", hitsPerPage: 5, page: 1, facets: ["*"], facetFilters: [["algoliaBrands:Voltline"]] },
      { indexName: "content_en", query: "", facetFilters: ["type:video"], hitsPerPage: 50 },
    ];
    const [viaAlgolia, viaEngine] = await Promise.all([algolia.search({ requests }), local.search({ requests })]);
    expect(observable(viaAlgolia.results)).toEqual(observable(viaEngine.results));
  });

  it("sends the application id and the search key as Algolia headers to the configured host", async () => {
    const before = fake.requests.length;
    await algolia.search({ requests: [{ indexName: "products_en", query: "switch" }] });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/1/indexes/*/queries" });
    expect(sent[0]!.headers["x-algolia-application-id"]).toBe(APP_ID);
    expect(sent[0]!.headers["x-algolia-api-key"]).toBe(SEARCH_KEY);
    expect(sent[0]!.body).toEqual({ requests: [{ indexName: "products_en", query: "switch" }] });
  });

  it("sends facet-value searches to the facet's endpoint with URL-encoded params", async () => {
    const before = fake.requests.length;
    await algolia.searchForFacetValues({ indexName: "products_en", facetName: "certifications", facetQuery: "c", maxFacetHits: 5, params: { filters: "salesOrgs:CA01" } });
    const sent = fake.requests[before]!;
    expect(sent.path).toBe("/1/indexes/products_en/facets/certifications/query");
    expect(sent.body).toEqual({ facetQuery: "c", maxFacetHits: 5, params: "filters=salesOrgs%3ACA01" });
  });

  it("S3 sends predictions to Algolia Answers' endpoint with the request's body", async () => {
    const before = fake.requests.length;
    await algolia.predict({ indexName: "products_en", query: "tamper resistant", queryLanguages: ["en"], nbHits: 3, threshold: 0.2, params: { filters: "salesOrgs:US01" } });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/1/answers/products_en/prediction" });
    expect(sent[0]!.headers["x-algolia-api-key"]).toBe(SEARCH_KEY);
    expect(sent[0]!.body).toEqual({ query: "tamper resistant", queryLanguages: ["en"], nbHits: 3, threshold: 0.2, params: { filters: "salesOrgs:US01" } });
  });

  it("S3 queries the query suggestions index and asks distinct products as any search", async () => {
    const before = fake.requests.length;
    await algolia.search({ requests: [{ indexName: "products_en_query_suggestions", query: "recep", hitsPerPage: 4 }, { indexName: "products_en", query: "recep", distinct: true }] });
    expect(fake.requests[before]!.body).toEqual({ requests: [{ indexName: "products_en_query_suggestions", query: "recep", hitsPerPage: 4 }, { indexName: "products_en", query: "recep", distinct: true }] });
  });

  it("turns an Algolia 4xx into a client error without retrying", async () => {
    fake.failNext({ kind: "status", status: 400, message: "Unknown parameter: foo" });
    const before = fake.requests.length;
    const error = await caught(() => algolia.search({ requests: [{ indexName: "products_en", query: "x" }] }));
    expect(isSearchInputError(error)).toBe(true);
    expect((error as Error).message).toContain("Unknown parameter: foo");
    expect(fake.requests.length - before).toBe(1);
  });

  it("turns a 5xx, a rejected key and a timeout into a service failure, then recovers", async () => {
    fake.failNext({ kind: "status", status: 503, message: "Service Unavailable" }, 1);
    expect(isSearchUnavailableError(await caught(() => algolia.search({ requests: [{ indexName: "products_en" }] })))).toBe(true);

    const wrongKey = createAlgoliaSearchService(algoliaSettingsFromEnv({ ...env(), ALGOLIA_SEARCH_API_KEY: "revoked" }, "search"));
    const rejected = await caught(() => wrongKey.searchForFacetValues({ indexName: "products_en", facetName: "certifications", facetQuery: "u" }));
    expect(isSearchUnavailableError(rejected)).toBe(true);

    const impatient = createAlgoliaSearchService({ ...algoliaSettingsFromEnv(env(), "search"), timeouts: { connect: 200, read: 200, write: 200 } });
    fake.failNext({ kind: "hang", ms: 3000 });
    const started = Date.now();
    expect(isSearchUnavailableError(await caught(() => impatient.search({ requests: [{ indexName: "products_en" }] })))).toBe(true);
    expect(Date.now() - started).toBeLessThan(2500);

    const { results } = await algolia.search({ requests: [{ indexName: "products_en", query: "", hitsPerPage: 1 }] });
    expect(results[0]!.hits).toHaveLength(1);
  });
});
