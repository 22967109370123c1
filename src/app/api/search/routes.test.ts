import { beforeAll, describe, expect, it } from "vitest";
import { withFixtureContentPack } from "@/features/content/testing";
import { smallCatalogDir } from "@/features/catalog/testing";
import { POST as queries } from "./1/indexes/[index]/queries/route";
import { SearchUnavailableError } from "@/features/search";
import { answer } from "./algolia-http";
import { POST as facetQuery } from "./1/indexes/[index]/facets/[facet]/query/route";

const post = (body: unknown) => new Request("http://localhost/api/search/1/indexes/*/queries", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });
const facetParams = (index: string, facet: string) => ({ params: Promise.resolve({ index, facet }) });

// content_{locale} from the content source: the fixture pack.
withFixtureContentPack();
beforeAll(() => {
  // The route handlers build the shared service from CATALOG_DIR on first use.
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SEARCH_SOURCE = "local";
});

describe("Algolia-compatible search endpoints (S1-S3, Bad input)", () => {
  it("S2 answers a multi-index query with hits, counts and facets", async () => {
    const response = await queries(post({ requests: [{ indexName: "products_en", query: "recepticle", hitsPerPage: 3, facets: ["Categories.lvl0"] }, { indexName: "content_en", query: "about us" }] }));
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results).toHaveLength(2);
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(results[0].hits[0].name).toMatch(/Receptacle/);
    expect(Object.keys(results[0].facets["Categories.lvl0"]).length).toBeGreaterThan(0);
    expect(results[1]).toMatchObject({ index: "content_en", nbHits: 1 });
    expect(results[1].hits[0]).toMatchObject({ type: "page", title: "About us", path: "/voltline/en/about" });
  });

  it("S2 reads legacy URL-encoded params and a text/plain body", async () => {
    const response = await queries(post(JSON.stringify({ requests: [{ indexName: "products_fr-ca", params: "query=prise&hitsPerPage=2" }] })));
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results[0].hits).toHaveLength(2);
  });

  it("S3 searches facet values with an object or an encoded params string", async () => {
    const response = await facetQuery(new Request("http://localhost/x", { method: "POST", body: JSON.stringify({ facetQuery: "u", params: { query: "" } }) }), facetParams("products_en", "certifications"));
    expect(response.status).toBe(200);
    const { facetHits } = await response.json();
    expect(facetHits.map((h: { value: string }) => h.value)).toContain("UL");
    const encoded = await facetQuery(new Request("http://localhost/x", { method: "POST", body: JSON.stringify({ facetQuery: "c", params: "filters=salesOrgs%3ACA01" }) }), facetParams("products_en", "certifications"));
    expect(encoded.status).toBe(200);
  });

  it.each([
    ["bad JSON", "{not json"],
    ["a JSON array", "[1,2]"],
    ["no requests", { requests: "all" }],
    ["an empty list", { requests: [] }],
    ["a filter injection", { requests: [{ indexName: "products_en", filters: "name:'a' OR 1=1; DROP TABLE products" }] }],
    ["an unbalanced filter", { requests: [{ indexName: "products_en", filters: "((algoliaBrands:Voltline" }] }],
    ["a negative page", { requests: [{ indexName: "products_en", page: -1 }] }],
    ["a page that is not a number", { requests: [{ indexName: "products_en", page: "abc" }] }],
    ["an object as query", { requests: [{ indexName: "products_en", query: { $ne: 1 } }] }],
    ["facet filters that are not strings", { requests: [{ indexName: "products_en", facetFilters: [[1, 2]] }] }],
  ])("answers %s with a 400 JSON message", async (_case, body) => {
    const response = await queries(post(body));
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ status: 400, message: expect.any(String) });
    expect(JSON.stringify(json)).not.toMatch(/at .+\.ts|node_modules/);
  });

  it("answers bad facet-value searches with 400", async () => {
    const bad = [
      [{ facetQuery: 5 }, "products_en"],
      [{ facetQuery: "u", params: { filters: "certifications:UL AND (" } }, "products_en"],
      [{ facetQuery: "u", maxFacetHits: "ten" }, "products_en"],
      [{ facetQuery: "u", params: [1] }, "products_en"],
    ] as const;
    for (const [body, index] of bad) {
      const response = await facetQuery(new Request("http://localhost/x", { method: "POST", body: JSON.stringify(body) }), facetParams(index, "certifications"));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("answers an index that does not exist with Algolia's JSON 404", async () => {
    for (const response of [
      await queries(post({ requests: [{ indexName: "users_en", query: "x" }] })),
      await facetQuery(new Request("http://localhost/x", { method: "POST", body: JSON.stringify({ facetQuery: "u" }) }), facetParams("products_xx", "certifications")),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, message: expect.stringMatching(/does not exist/) });
    }
  });

  it("treats a filter-looking query as words to search, not syntax", async () => {
    const response = await queries(post({ requests: [{ indexName: "products_en", query: "'a' OR 1=1" }] }));
    expect(response.status).toBe(200);
  });

  it("S6 answers a failed hosted search service with 503 and no details", async () => {
    const response = await answer(() => Promise.reject(new SearchUnavailableError("Search service unavailable", { cause: new Error("connect ECONNREFUSED 10.0.0.1:443") })));
    expect(response.status).toBe(503);
    expect(JSON.stringify(await response.json())).not.toMatch(/ECONNREFUSED|at .+\.ts/);
  });
});
