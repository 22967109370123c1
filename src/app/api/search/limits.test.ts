// What one search request may cost (issue 12, ADR 27): Algolia's limits and a budget per call, each past its bound a
// 400 with a message; bodies refused while they stream; a light call answered while a heavy one is still computed.
import { beforeAll, describe, expect, it } from "vitest";
import { withFixtureContentPack } from "@/features/content/testing";
import { smallCatalogDir } from "@/features/catalog/testing";
import { countedBody, streamedPost } from "@/platform/http/testing";
import { POST as queries } from "./1/indexes/[index]/queries/route";
import { POST as facetQuery } from "./1/indexes/[index]/facets/[facet]/query/route";

const URL = "http://localhost/api/search/1/indexes/*/queries";
const post = (body: unknown) => queries(new Request(URL, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) }));
const products = (params: Record<string, unknown> = {}) => ({ indexName: "products_en", ...params });
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

async function expect400(response: Response, message: RegExp) {
  expect(response.status).toBe(400);
  const json = await response.json();
  expect(json).toMatchObject({ status: 400, message: expect.stringMatching(message) });
  return json;
}

// content_{locale} from the content source: the fixture pack.
withFixtureContentPack();
beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SEARCH_SOURCE = "local";
});

describe("limits of one query, as Algolia's (issue 12)", () => {
  it.each([
    ["hitsPerPage above 1000", products({ hitsPerPage: 1001 }), /hitsPerPage must be an integer from 0 to 1000/],
    ["length above 1000", products({ offset: 0, length: 1001 }), /length must be an integer from 0 to 1000/],
    ["a negative offset", products({ offset: -1, length: 10 }), /offset must be an integer/],
    ["maxValuesPerFacet above 1000", products({ facets: ["series"], maxValuesPerFacet: 1001 }), /maxValuesPerFacet must be an integer from 1 to 1000/],
    ["a page past 1,000,000", products({ page: 1_000_001 }), /page must be an integer from 0 to 1000000/],
    ["a query longer than 512 bytes", products({ query: "é".repeat(300) }), /query longer than 512 bytes/],
    ["attributesToRetrieve of more than 1000 names", products({ attributesToRetrieve: times(1001, (i) => `a${i}`) }), /attributesToRetrieve holds more than 1000/],
    ["an OR group of 600 facet filters", products({ facetFilters: [times(600, (i) => `series:s${i}`)] }), /More than 512 filter conditions/],
  ])("answers %s with 400", async (_case, request, message) => {
    await expect400(await post({ requests: [request] }), message);
  });

  it("answers a facet-value search asking for more than 100 values with 400", async () => {
    const response = await facetQuery(new Request("http://localhost/x", { method: "POST", body: JSON.stringify({ facetQuery: "u", maxFacetHits: 101 }) }), { params: Promise.resolve({ index: "products_en", facet: "certifications" }) });
    await expect400(response, /maxFacetHits must be an integer from 1 to 100/);
  });

  it("pages with offset and length as Algolia does", async () => {
    const all = await (await post({ requests: [products({ query: "switch", hitsPerPage: 10 })] })).json();
    const response = await post({ requests: [products({ query: "switch", offset: 2, length: 3 })] });
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results[0]).toMatchObject({ offset: 2, length: 3 });
    expect(results[0].hits.map((h: { objectID: string }) => h.objectID)).toEqual(all.results[0].hits.slice(2, 5).map((h: { objectID: string }) => h.objectID));
  });

  it("returns only the attributes asked for with attributesToRetrieve", async () => {
    const response = await post({ requests: [products({ query: "switch", hitsPerPage: 5, attributesToRetrieve: ["name", "Categories.lvl0"], attributesToHighlight: ["name"] })] });
    const { results } = await response.json();
    expect(results[0].hits.length).toBeGreaterThan(0);
    for (const hit of results[0].hits) {
      expect(Object.keys(hit).sort()).toEqual(["Categories", "_highlightResult", "name", "objectID"]);
      expect(Object.keys(hit.Categories)).toEqual(["lvl0"]);
    }
  });
});

describe("budget of one multi-query call (issue 12, ADR 27)", () => {
  it.each([
    ["the issue's call: 50 queries of 1000 hits with every facet", { requests: times(50, () => products({ hitsPerPage: 1000, facets: ["*"] })) }, /at most 1000 hits in all/],
    ["51 queries", { requests: times(51, () => products()) }, /requests must be a list of 1 to 50 queries/],
    ["more than 1000 hits over its queries", { requests: [products({ hitsPerPage: 600 }), products({ hitsPerPage: 600 })] }, /at most 1000 hits in all \(hitsPerPage or length over its queries\), not 1200/],
    ["every facet in 50 queries of no hits", { requests: times(50, () => products({ hitsPerPage: 0, facets: ["*"] })) }, /at most 1000 facets in all/],
    ["1200 facet names over two queries", { requests: times(2, () => products({ hitsPerPage: 0, facets: times(600, (i) => `attributes.a${i}`) })) }, /at most 1000 facets in all/],
    ["1200 filter conditions over three queries", { requests: times(3, () => products({ hitsPerPage: 0, facetFilters: [times(400, (i) => `series:s${i}`)] })) }, /at most 1000 filter conditions in all/],
  ])("answers %s with 400 before any work", async (_case, body, message) => {
    await expect400(await post(body), message);
  });

  it("still answers what the search page and listings send", async () => {
    const response = await post({
      requests: [
        products({ query: "switch", hitsPerPage: 24, facets: ["*"], maxValuesPerFacet: 100 }),
        ...times(6, (i) => products({ query: "switch", hitsPerPage: 0, facets: [`attributes.a${i}`] })),
        { indexName: "content_en", query: "switch", hitsPerPage: 6 },
      ],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).results).toHaveLength(8);
  });

  it("answers a light call while a heavy one that came first is still being computed", async () => {
    const order: string[] = [];
    const heavy = post({ requests: times(10, (i) => products({ query: ["s", "c", "p", "w", "r"][i % 5], hitsPerPage: 100, facets: ["series", "certifications"] })) }).then((r) => {
      order.push("heavy");
      return r;
    });
    const light = post({ requests: [products({ query: "switch", hitsPerPage: 1 })] }).then((r) => {
      order.push("light");
      return r;
    });
    const [h, l] = await Promise.all([heavy, light]);
    expect([h.status, l.status]).toEqual([200, 200]);
    expect(order).toEqual(["light", "heavy"]);
  });
});

describe("search request bodies (issue 12)", () => {
  it("refuses a body declared larger than 256 KB before reading it", async () => {
    const body = countedBody(50 * 1024 * 1024);
    const response = await queries(streamedPost(URL, body.stream, { "content-length": String(50 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, message: "Request body larger than 262144 bytes" });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a chunked body as soon as it passes 256 KB", async () => {
    const body = countedBody(8 * 1024 * 1024);
    const response = await queries(streamedPost(URL, body.stream));
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it("answers a value nested 20,000 levels deep with 400", async () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const response = await post(`{"requests":[{"indexName":"products_en","analyticsTags":${deep}}]}`);
    await expect400(response, /nests deeper than 32 levels/);
  });
});
