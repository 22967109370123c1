// Contract of the embedded Algolia-compatible API (S1-S4, spec §7): the official algoliasearch v5 client, pointed at an
// in-process HTTP server that routes to this directory's route handlers as Next does, makes every search call of the
// spec and reads Algolia's answers; unknown paths, indices and methods get Algolia's JSON errors, never HTML. No network.
import { readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { algoliasearch, type Algoliasearch } from "algoliasearch";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog } from "@/features/catalog/server";
import * as queries from "./1/indexes/[index]/queries/route";
import * as query from "./1/indexes/[index]/query/route";
import * as facetQuery from "./1/indexes/[index]/facets/[facet]/query/route";
import * as recommendations from "./1/indexes/[index]/recommendations/route";
import * as prediction from "./1/answers/[index]/prediction/route";
import * as rest from "./[[...path]]/route";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS", Handler>>;

/** The app's route files under /api/search, as Next matches them: static segments first, the catch-all last. */
const ROUTES: { file: string; pattern: RegExp; names: string[]; module: RouteModule }[] = [
  { file: "1/indexes/[index]/queries/route.ts", pattern: /^1\/indexes\/([^/]+)\/queries$/, names: ["index"], module: queries as unknown as RouteModule },
  { file: "1/indexes/[index]/query/route.ts", pattern: /^1\/indexes\/([^/]+)\/query$/, names: ["index"], module: query as unknown as RouteModule },
  { file: "1/indexes/[index]/facets/[facet]/query/route.ts", pattern: /^1\/indexes\/([^/]+)\/facets\/([^/]+)\/query$/, names: ["index", "facet"], module: facetQuery as unknown as RouteModule },
  { file: "1/indexes/[index]/recommendations/route.ts", pattern: /^1\/indexes\/([^/]+)\/recommendations$/, names: ["index"], module: recommendations as unknown as RouteModule },
  { file: "1/answers/[index]/prediction/route.ts", pattern: /^1\/answers\/([^/]+)\/prediction$/, names: ["index"], module: prediction as unknown as RouteModule },
  { file: "[[...path]]/route.ts", pattern: /^(.*)$/, names: ["path"], module: rest as unknown as RouteModule },
];

let server: Server;
let client: Algoliasearch;
let base: string;

async function dispatch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const relative = url.pathname.replace(/^\/api\/search\/?/, "");
  const route = ROUTES.find((r) => r.pattern.test(relative))!;
  const values = route.pattern.exec(relative)!.slice(1);
  const params = Object.fromEntries(route.names.map((name, i) => [name, name === "path" ? values[i]!.split("/").filter(Boolean) : values[i]!]));
  const handler = route.module[request.method as keyof RouteModule];
  // Next answers a method a route does not export with an empty 405; every route here exports them all.
  if (!handler) return new Response(null, { status: 405 });
  return handler(request, { params: Promise.resolve(params) });
}

beforeAll(async () => {
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SEARCH_SOURCE = "local";
  server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])));
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method!, headers, ...(body.length && req.method !== "GET" && req.method !== "HEAD" ? { body } : {}) });
      const response = await dispatch(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/api/search`;
  // A cold first query builds the locale's index (seconds): warmed here, as the server's start does (warmUpSearch).
  const { getSearchService } = await import("@/features/search/server");
  await getSearchService().search({ requests: [{ indexName: "products_en" }, { indexName: "products_fr-ca" }] });
  client = algoliasearch("embedded", "public", { hosts: [{ url: `127.0.0.1:${port}/api/search`, accept: "readWrite", protocol: "http" }], timeouts: { connect: 2_000, read: 60_000, write: 60_000 } });
}, 60_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the client throws for an API error: Algolia's `{message, status}` read from a JSON body. */
async function apiError(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error("expected an API error");
}

describe("the official algoliasearch v5 client against the embedded API (S1-S4, spec §7)", () => {
  it("covers every route file under /api/search", () => {
    const files = (readdirSync(__dirname, { recursive: true }) as string[]).filter((f) => f.endsWith("route.ts")).map((f) => f.split(path.sep).join("/"));
    expect(files.sort()).toEqual(ROUTES.map((r) => r.file).sort());
  });

  it("search: POST 1/indexes/*/queries answers every query", async () => {
    const { results } = await client.search<{ name: string }>({ requests: [{ indexName: "products_en", query: "recepticle", hitsPerPage: 2 }, { indexName: "products_fr-ca", query: "prise" }] });
    expect(results).toHaveLength(2);
    const first = results[0] as { hits: { name: string }[]; nbHits: number; index: string };
    expect(first).toMatchObject({ index: "products_en" });
    expect(first.hits[0]!.name).toMatch(/Receptacle/);
  });

  it("searchSingleIndex: POST 1/indexes/{index}/query answers one result, distinct one product per family", async () => {
    const result = await client.searchSingleIndex<{ name: string; familyId: string }>({ indexName: "products_en", searchParams: { query: "receptacle", hitsPerPage: 10, distinct: true } });
    expect(result).toMatchObject({ index: "products_en", page: 0, hitsPerPage: 10 });
    expect(result.hits.length).toBeGreaterThan(1);
    const families = result.hits.map((hit) => hit.familyId);
    expect(new Set(families).size).toBe(families.length);
    const all = await client.searchSingleIndex({ indexName: "products_en", searchParams: { query: "receptacle" } });
    expect(all.nbHits).toBeGreaterThan(result.nbHits!);
  });

  it("searchSingleIndex on the query suggestions index: Algolia Query Suggestions records, typo-tolerant", async () => {
    const result = await client.searchSingleIndex<Record<string, unknown>>({ indexName: "products_en_query_suggestions", searchParams: { query: "recepticle" } });
    expect(result.hits.length).toBeGreaterThan(0);
    const hit = result.hits[0]!;
    expect(hit).toMatchObject({ query: expect.stringMatching(/receptacle/), popularity: expect.any(Number), nb_words: expect.any(Number) });
    expect(hit.products_en).toMatchObject({ exact_nb_hits: expect.any(Number), facets: { exact_matches: { algoliaBrands: expect.any(Array) }, analytics: {} } });
  });

  it("searchForFacetValues: POST 1/indexes/{index}/facets/{facet}/query", async () => {
    const { facetHits } = await client.searchForFacetValues({ indexName: "products_en", facetName: "certifications", searchForFacetValuesRequest: { facetQuery: "u" } });
    expect(facetHits.map((hit) => hit.value)).toContain("UL");
    expect(facetHits[0]).toMatchObject({ value: expect.any(String), highlighted: expect.any(String), count: expect.any(Number) });
  });

  it("getRecommendations: POST 1/indexes/*/recommendations", async () => {
    const catalog = loadCatalog(smallCatalogDir());
    const recommend = client.initRecommend({ options: { hosts: [{ url: base.replace(/^http:\/\//, ""), accept: "readWrite", protocol: "http" }] } });
    const { results } = await recommend.getRecommendations({ requests: [{ indexName: "products_en", model: "related-products", objectID: catalog.products[0]!.id, threshold: 0, maxRecommendations: 3 }] });
    expect(results[0]!.hits.length).toBeGreaterThan(0);
    expect(results[0]!.hits[0]).toMatchObject({ objectID: expect.any(String), _score: expect.any(Number) });
  });

  it("predictions: POST 1/answers/{index}/prediction answers hits with the passage that answers", async () => {
    const answer = await client.customPost({ path: "1/answers/products_en/prediction", body: { query: "which receptacle is tamper resistant?", queryLanguages: ["en"], nbHits: 3 } });
    const result = answer as { hits: { objectID: string; _answer: { extract: string; extractAttribute: string; score: number } }[]; nbHits: number; query: string };
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.length).toBeLessThanOrEqual(3);
    expect(result.hits[0]!._answer).toMatchObject({ extract: expect.stringContaining("<em>"), extractAttribute: expect.any(String), score: expect.any(Number) });
    const french = await client.customPost({ path: "1/answers/products_fr-ca/prediction", body: { query: "prise", queryLanguages: ["fr"] } });
    expect((french as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it("an index that does not exist: Algolia's 404 for search, searchSingleIndex and predictions", async () => {
    expect(await apiError(() => client.searchSingleIndex({ indexName: "users_en", searchParams: { query: "x" } }))).toMatchObject({ status: 404, message: expect.stringMatching(/does not exist/) });
    expect(await apiError(() => client.search({ requests: [{ indexName: "secrets", query: "x" }] }))).toMatchObject({ status: 404 });
    expect(await apiError(() => client.customPost({ path: "1/answers/users_en/prediction", body: { query: "x", queryLanguages: ["en"] } }))).toMatchObject({ status: 404 });
  });

  it("an unknown path: Algolia's JSON 404 for any method, through the client too", async () => {
    expect(await apiError(() => client.listIndices())).toMatchObject({ status: 404, message: "Path not found" });
    expect(await apiError(() => client.getSettings({ indexName: "products_en" }))).toMatchObject({ status: 404 });
    expect(await apiError(() => client.deleteIndex({ indexName: "products_en" }))).toMatchObject({ status: 404 });
    for (const [method, url] of [["GET", "/"], ["GET", ""], ["POST", "/1/keys"], ["PUT", "/1/indexes/products_en/settings"], ["DELETE", "/2/whatever/a/b/c"], ["OPTIONS", "/1/nothing"]] as const) {
      const response = await fetch(`${base}${url}`, { method });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.headers.get("content-type"), `${method} ${url}`).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: "Path not found", status: 404 });
    }
  });

  it("a method a route does not serve: Algolia-shaped JSON 405", async () => {
    for (const url of ["/1/indexes/*/queries", "/1/indexes/products_en/query", "/1/indexes/products_en/facets/series/query", "/1/indexes/*/recommendations", "/1/answers/products_en/prediction"]) {
      for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
        const response = await fetch(`${base}${url}`, { method });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
        expect(await response.json()).toMatchObject({ status: 405, message: expect.any(String) });
      }
    }
  });

  it.each([
    ["searchSingleIndex: a list as body", "/1/indexes/products_en/query", "[1,2,3]"],
    ["searchSingleIndex: bad JSON", "/1/indexes/products_en/query", "{nope"],
    ["searchSingleIndex: an object as query", "/1/indexes/products_en/query", JSON.stringify({ query: { $gt: "" } })],
    ["searchSingleIndex: a query of 10 kB", "/1/indexes/products_en/query", JSON.stringify({ query: "a ".repeat(5000) })],
    ["searchSingleIndex: 100,000 hits", "/1/indexes/products_en/query", JSON.stringify({ hitsPerPage: 100000 })],
    ["searchSingleIndex: distinct 99", "/1/indexes/products_en/query", JSON.stringify({ distinct: 99 })],
    ["searchSingleIndex: a broken filter", "/1/indexes/products_en/query", JSON.stringify({ filters: "((a:b" })],
    ["prediction: no language", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug" })],
    ["prediction: two languages", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug", queryLanguages: ["en", "fr"] })],
    ["prediction: another language than the index's", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug", queryLanguages: ["fr"] })],
    ["prediction: an empty query", "/1/answers/products_en/prediction", JSON.stringify({ query: " ", queryLanguages: ["en"] })],
    ["prediction: a query of 10 kB", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug ".repeat(2000), queryLanguages: ["en"] })],
    ["prediction: 1000 hits", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug", queryLanguages: ["en"], nbHits: 1000 })],
    ["prediction: a threshold of 5", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug", queryLanguages: ["en"], threshold: 5 })],
    ["prediction: 500 attributes", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug", queryLanguages: ["en"], attributesForPrediction: Array(500).fill("name") })],
    ["prediction: params as a list", "/1/answers/products_en/prediction", JSON.stringify({ query: "plug", queryLanguages: ["en"], params: [1] })],
  ])("hostile input, %s: Algolia-shaped 4xx", async (_case, url, body) => {
    const response = await fetch(`${base}${url}`, { method: "POST", body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const json = await response.json();
    expect(json).toEqual({ message: expect.any(String), status: response.status });
    expect(JSON.stringify(json)).not.toMatch(/node_modules|at .+\.ts/);
  });

  it("hostile input: a body past the limit is refused with 413 before it is read whole", async () => {
    const response = await fetch(`${base}/1/indexes/products_en/query`, { method: "POST", body: JSON.stringify({ query: "x", pad: "y".repeat(400 * 1024) }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413 });
  });
});
