import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchClient, facetQueryBody, searchClientConfig, SEARCH_CLIENT_TIMEOUTS } from "./search-client";

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];
/** Requests the stand-in drops (the connection closed without an answer) before it answers again. */
let drops = 0;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => resolve(text));
  });

beforeAll(async () => {
  // Stands in for the app's /api/search endpoints: records what the lite client really sends, answers like Algolia.
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const body = JSON.parse((await read(request)) || "null") as { requests?: { indexName: string }[] } | null;
    seen.push({ method: request.method ?? "", path: url.pathname, query: url.searchParams, body });
    if (drops > 0) {
      drops -= 1;
      request.socket.destroy();
      return;
    }
    response.setHeader("content-type", "application/json");
    if (url.pathname.endsWith("/queries")) {
      response.end(JSON.stringify({ results: (body?.requests ?? []).map((r) => ({ index: r.indexName, hits: [], nbHits: 0 })) }));
    } else if (url.pathname.includes("/facets/")) {
      response.end(JSON.stringify({ facetHits: [{ value: "Ivory", highlighted: "Ivory", count: 3 }], exhaustiveFacetsCount: true, processingTimeMS: 1 }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ message: "not found", status: 404 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("browser search client (S6)", () => {
  it("uses the app's own /api/search unless both public Algolia values are set", () => {
    expect(searchClientConfig({}, "https://www.example.com/voltline/en/search?q=x")).toEqual({
      kind: "embedded",
      appId: expect.any(String),
      apiKey: expect.any(String),
      hosts: [
        { url: "www.example.com/api/search", accept: "readWrite", protocol: "https" },
        { url: "www.example.com/api/search", accept: "readWrite", protocol: "https" },
      ],
    });
    expect(searchClientConfig({ appId: "APP1", apiKey: " " }, "http://localhost:3000")).toMatchObject({ kind: "embedded", hosts: [{ url: "localhost:3000/api/search", protocol: "http" }, { url: "localhost:3000/api/search" }] });
    expect(searchClientConfig({ appId: "APP1", apiKey: "key" }, "http://localhost:3000")).toEqual({ kind: "algolia", appId: "APP1", apiKey: "key" });
    expect(SEARCH_CLIENT_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
  });

  it("reaches POST /api/search/1/indexes/*/queries with the requests as sent", async () => {
    seen.length = 0;
    const client = createSearchClient(searchClientConfig({}, origin));
    const { results } = await client.search([{ indexName: "products_en", params: { query: "recepticle", hitsPerPage: 5 } }]);
    expect(results).toHaveLength(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "POST", path: "/api/search/1/indexes/*/queries" });
    expect(seen[0]!.body).toMatchObject({ requests: [{ indexName: "products_en", query: "recepticle", hitsPerPage: 5 }] });
  });

  it("asks the app once more when a search is dropped (the spec's retry on the next host), and fails after that", async () => {
    seen.length = 0;
    drops = 1;
    const client = createSearchClient(searchClientConfig({}, origin));
    const { results } = await client.search([{ indexName: "products_en", params: { query: "dimmer" } }]);
    expect(results).toHaveLength(1);
    expect(seen.map((s) => s.path)).toEqual(["/api/search/1/indexes/*/queries", "/api/search/1/indexes/*/queries"]);

    seen.length = 0;
    drops = 2;
    await expect(createSearchClient(searchClientConfig({}, origin)).search([{ indexName: "products_en", params: { query: "dimmer" } }])).rejects.toThrow(/Unreachable hosts/);
    expect(seen).toHaveLength(2);
    drops = 0;
  });

  it("S2 sends facet-value searches to /api/search/1/indexes/{index}/facets/{facet}/query and keeps result order", async () => {
    seen.length = 0;
    const client = createSearchClient(searchClientConfig({}, origin));
    const { results } = await client.search([
      { indexName: "products_en", params: { query: "plate" } },
      { indexName: "products_en", type: "facet", facet: "attributes.colour", params: { facetQuery: "ivo", maxFacetHits: 10, query: "plate", filters: 'brand:"x"' } },
    ] as never);
    expect(results[0]).toMatchObject({ index: "products_en" });
    expect(results[1]).toMatchObject({ facetHits: [{ value: "Ivory" }] });
    const facet = seen.find((s) => s.path.includes("/facets/"))!;
    expect(facet.path).toBe("/api/search/1/indexes/products_en/facets/attributes.colour/query");
    expect(facet.body).toEqual({ facetQuery: "ivo", maxFacetHits: 10, params: { query: "plate", filters: 'brand:"x"' } });
    expect(seen.filter((s) => s.path.endsWith("/queries"))).toHaveLength(1);
  });

  it("builds a facet query body from flat or nested parameters", () => {
    expect(facetQueryBody({ type: "facet", indexName: "i", facet: "f", facetQuery: "a", params: { query: "q", facetName: "f" } })).toEqual({ facetQuery: "a", params: { query: "q" } });
    expect(facetQueryBody({ type: "facet", indexName: "i", facet: "f" })).toEqual({ facetQuery: "", params: {} });
  });
});
