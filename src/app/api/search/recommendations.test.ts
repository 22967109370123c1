import { beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog, type LoadedCatalog } from "@/features/catalog/server";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { signedInCookie } from "@/features/account/testing";
import { POST as recommendations } from "./1/indexes/[index]/recommendations/route";
import { POST as events } from "../insights/1/events/route";
import { ANALYTICS_CONSENT_COOKIE, NECESSARY_ONLY_COOKIE } from "@/features/consent/testing";

// Every request carries a consent cookie (analytics allowed unless a test says otherwise) and, when given, a session.
const cookies = (cookie: string | undefined, consent: string) => ({ cookie: [consent, cookie].filter(Boolean).join("; ") });
const post = (body: unknown, cookie?: string, consent = ANALYTICS_CONSENT_COOKIE) =>
  recommendations(new Request("http://localhost/api/search/1/indexes/*/recommendations", { method: "POST", headers: cookies(cookie, consent), body: typeof body === "string" ? body : JSON.stringify(body) }));
const sendEvents = (list: unknown[], cookie?: string) => events(new Request("http://localhost/api/insights/1/events", { method: "POST", headers: cookies(cookie, ANALYTICS_CONSENT_COOKIE), body: JSON.stringify({ events: list }) }));

type Hit = { objectID: string; _score: number; categoryKey: string; owningDivisions: string[]; releaseDate: number; facetValue?: string };
async function hitsOf(request: Record<string, unknown>, cookie?: string): Promise<Hit[]> {
  const response = await post({ requests: [{ indexName: "products_en", threshold: 0, ...request }] }, cookie);
  expect(response.status).toBe(200);
  const { results } = await response.json();
  return results[0].hits;
}

let catalog: LoadedCatalog;
const classOf = (id: string) => catalog.families[catalog.products[catalog.indexById.get(id)!]!.family]!.classKey;
const familyOf = (id: string) => catalog.products[catalog.indexById.get(id)!]!.family;

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SESSION_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
  catalog = loadCatalog(smallCatalogDir());
});

describe("POST /api/search/1/indexes/*/recommendations from the catalogue (S4)", () => {
  it("related-products: the product's variants and classmates first, never the product itself", async () => {
    const product = catalog.products.find((p) => catalog.products.filter((q) => q.family === p.family).length > 2)!;
    const hits = await hitsOf({ model: "related-products", objectID: product.id, maxRecommendations: 5 });
    expect(hits).toHaveLength(5);
    expect(hits.map((h) => h.objectID)).not.toContain(product.id);
    expect(familyOf(hits[0]!.objectID)).toBe(product.family);
    expect(hits.map((h) => h._score)).toEqual([...hits.map((h) => h._score)].sort((a, b) => b - a));
  });

  it("looking-similar: products of the same class from other families, most similar first", async () => {
    const product = catalog.products[0]!;
    const hits = await hitsOf({ model: "looking-similar", objectID: product.id, maxRecommendations: 6 });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(classOf(hit.objectID)).toBe(classOf(product.id));
      expect(familyOf(hit.objectID)).not.toBe(product.family);
    }
  });

  it("bought-together: complementary products of its compatibility family (e.g. plates for a device)", async () => {
    const product = catalog.products.find((p) => p.compatibleIds.length > 0)!;
    const hits = await hitsOf({ model: "bought-together", objectID: product.id });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => classOf(h.objectID) !== classOf(product.id))).toBe(true);
    expect(product.compatibleIds).toContain(hits[0]!.objectID);
  });

  it("applies the threshold and the brand's assortment filters", async () => {
    const product = catalog.products.find((p) => p.owningDivisions.includes("WD") && p.compatibleIds.length > 0)!;
    const strict = await hitsOf({ model: "related-products", objectID: product.id, threshold: 60 });
    expect(strict.every((h) => h._score >= 60)).toBe(true);
    const all = await hitsOf({ model: "related-products", objectID: product.id, maxRecommendations: 30 });
    expect(strict.length).toBeLessThan(all.length);
    const narrowed = await hitsOf({ model: "bought-together", objectID: product.id, queryParameters: { facetFilters: [["owningDivisions:LF"]] } });
    expect(narrowed.every((h) => h.owningDivisions.includes("LF"))).toBe(true);
  });

  it("answers an unknown product with no hits", async () => {
    expect(await hitsOf({ model: "related-products", objectID: "no-such-product" })).toEqual([]);
  });

  it.each([
    ["bad JSON", "{"],
    ["no requests", { requests: [] }],
    ["an unknown model", { requests: [{ indexName: "products_en", model: "most-expensive", objectID: "x" }] }],
    ["a missing objectID", { requests: [{ indexName: "products_en", model: "related-products" }] }],
    ["a threshold above 100", { requests: [{ indexName: "products_en", model: "trending-items", threshold: 101 }] }],
    ["maxRecommendations as text", { requests: [{ indexName: "products_en", model: "trending-items", maxRecommendations: "ten" }] }],
    ["the content index", { requests: [{ indexName: "content_en", model: "trending-items" }] }],
    ["trending facets without a facet", { requests: [{ indexName: "products_en", model: "trending-facets" }] }],
    ["an unknown facet", { requests: [{ indexName: "products_en", model: "trending-facets", facetName: "password" }] }],
    ["a broken filter", { requests: [{ indexName: "products_en", model: "related-products", objectID: "x", queryParameters: { filters: "((a:b" } }] }],
    ["recommended-for-you without a user token", { requests: [{ indexName: "products_en", model: "recommended-for-you" }] }],
  ])("answers %s with a 400 JSON message", async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ status: 400, message: expect.any(String) });
    expect(JSON.stringify(json)).not.toMatch(/node_modules|at .+\.ts/);
  });
});

describe.each(testDatabaseKinds())("recommendations from stored events on %s (S4, S5)", (kind) => {
  useTestDatabase(kind, "recommend_events");
  const view = (objectID: string, userToken = "anonymous-1", extra: Record<string, unknown> = {}) => ({ eventType: "view", eventName: "Product viewed", index: "products_en", objectIDs: [objectID], userToken, ...extra });

  it("answers an index that does not exist with Algolia's JSON 404", async () => {
    const response = await post({ requests: [{ indexName: "users_en", model: "trending-items" }] });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, message: expect.any(String) });
  });

  it("trending-items falls back to the newest products while no events are stored", async () => {
    const hits = await hitsOf({ model: "trending-items", maxRecommendations: 5 });
    expect(hits).toHaveLength(5);
    const newest = catalog.products.map((p) => Math.floor(Date.parse(p.releaseDate) / 1000)).sort((a, b) => b - a);
    expect(hits.map((h) => h.releaseDate)).toEqual(newest.slice(0, 5));
    expect(hits.every((h) => h._score === 0)).toBe(true);
  });

  it("trending-items and trending-facets rank what events were about", async () => {
    const [a, b] = [catalog.products[10]!, catalog.products[2000]!];
    const response = await sendEvents([view(a.id), view(a.id, "anonymous-2"), { ...view(a.id), eventType: "conversion", eventName: "Product added to compare" }, view(b.id)]);
    expect(response.status).toBe(200);
    const hits = await hitsOf({ model: "trending-items" });
    expect(hits.map((h) => [h.objectID, h._score])).toEqual([[a.id, 100], [b.id, 17]]);
    const facets = await hitsOf({ model: "trending-facets", facetName: "categoryKey" });
    expect(facets[0]).toMatchObject({ facetName: "categoryKey", facetValue: classOf(a.id), _score: 100 });
  });

  it("recommended-for-you: products related to what the session's account interacted with, not those themselves", async () => {
    const account = `account-${"4".repeat(40)}`;
    const cookie = await signedInCookie({ userToken: account });
    const seen = catalog.products[500]!;
    await sendEvents([{ ...view(seen.id, "anonymous-9"), eventType: "conversion", eventName: "Where to buy clicked" }], cookie);
    const hits = await hitsOf({ model: "recommended-for-you", queryParameters: { userToken: account }, maxRecommendations: 5 }, cookie);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((h) => h.objectID)).not.toContain(seen.id);
    expect(classOf(hits[0]!.objectID)).toBe(classOf(seen.id));
    const fresh = `account-${"5".repeat(40)}`;
    expect(await hitsOf({ model: "recommended-for-you", queryParameters: { userToken: fresh } }, await signedInCookie({ userToken: fresh }))).toEqual([]);
  });

  it("recommended-for-you answers nothing personal for a token that is not the request's session's (issue 12)", async () => {
    const account = `account-${"6".repeat(40)}`;
    const cookie = await signedInCookie({ userToken: account });
    await sendEvents([view(catalog.products[700]!.id, "anonymous-6")], cookie);
    const forYou = { model: "recommended-for-you", queryParameters: { userToken: account } };
    expect((await hitsOf(forYou, cookie)).length).toBeGreaterThan(0);
    // No cookie, another account's session, a cookie that does not open: no hits, and the public models still answer.
    expect(await hitsOf(forYou)).toEqual([]);
    expect(await hitsOf(forYou, await signedInCookie({ userToken: `account-${"7".repeat(40)}` }))).toEqual([]);
    expect(await hitsOf(forYou, "vl_session=forged")).toEqual([]);
    expect(await hitsOf({ ...forYou, queryParameters: { userToken: "anonymous-6" } })).toEqual([]);
    expect((await hitsOf({ model: "trending-items" })).length).toBeGreaterThan(0);
  });

  it.each([
    ["no consent cookie", ""],
    ["'Necessary only'", NECESSARY_ONLY_COOKIE],
  ])("recommended-for-you answers nothing personal to a request with %s; the other models of the batch still answer (issue 12)", async (_case, consent) => {
    const seen = catalog.products[700]!;
    const account = `account-${"8".repeat(40)}`;
    const session = await signedInCookie({ userToken: account });
    await sendEvents([view(seen.id, "anonymous-11", { authenticatedUserToken: account })], session);
    expect((await hitsOf({ model: "recommended-for-you", queryParameters: { userToken: account } }, session)).length).toBeGreaterThan(0);

    const response = await post(
      {
        requests: [
          { indexName: "products_en", model: "related-products", objectID: seen.id, maxRecommendations: 3 },
          { indexName: "products_en", model: "recommended-for-you", queryParameters: { userToken: account }, maxRecommendations: 5 },
          { indexName: "products_en", model: "recommended-for-you", queryParameters: { userToken: "anonymous-11" } },
        ],
      },
      session,
      consent,
    );
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { hits: Hit[]; nbHits: number; index: string }[] };
    expect(results).toHaveLength(3);
    expect(results[0]!.hits).toHaveLength(3);
    expect(results.slice(1).map((r) => [r.hits, r.nbHits, r.index])).toEqual([[[], 0, "products_en"], [[], 0, "products_en"]]);
  });
});
