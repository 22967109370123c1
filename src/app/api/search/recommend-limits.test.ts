// What one recommendations request may cost (issue 12, ADR 27), and models that read stored events while the database
// is down: a 503 the client may retry, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog } from "@/features/catalog/server";
import { closeDb } from "@/platform/db/client";
import { countedBody, streamedPost } from "@/platform/http/testing";
import { ANALYTICS_CONSENT_COOKIE } from "@/features/consent/testing";
import { POST as recommendations } from "./1/indexes/[index]/recommendations/route";

const URL = "http://localhost/api/search/1/indexes/*/recommendations";
const post = (body: unknown) => recommendations(new Request(URL, { method: "POST", headers: { cookie: ANALYTICS_CONSENT_COOKIE }, body: typeof body === "string" ? body : JSON.stringify(body) }));
const trending = (params: Record<string, unknown> = {}) => ({ indexName: "products_en", model: "trending-items", threshold: 0, ...params });

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
});

describe("limits of a recommendations call (issue 12)", () => {
  it.each([
    ["maxRecommendations above Recommend's 30", { requests: [trending({ maxRecommendations: 31 })] }, /maxRecommendations must be an integer from 1 to 30/],
    ["more than 1000 recommendations over its requests", { requests: Array.from({ length: 34 }, () => trending({ maxRecommendations: 30 })) }, /at most 1000 recommendations in all .*not 1020/],
    ["50 requests left at 30 recommendations each", { requests: Array.from({ length: 50 }, () => trending()) }, /at most 1000 recommendations in all/],
  ])("answers %s with 400", async (_case, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: expect.stringMatching(message) });
  });

  it("answers a value nested 20,000 levels deep with 400", async () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const response = await post(`{"requests":[{"indexName":"products_en","model":"trending-items","queryParameters":{"analyticsTags":${deep}}}]}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Request body nests deeper than 32 levels" });
  });

  it("stops reading a chunked body as soon as it passes 256 KB", async () => {
    const body = countedBody(8 * 1024 * 1024);
    const response = await recommendations(streamedPost(URL, body.stream));
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });
});

describe("recommendations while the database is down (issue 12)", () => {
  const saved = { url: process.env.DATABASE_URL, dir: process.env.PGLITE_DATA_DIR };
  beforeAll(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
    // A data folder under a regular file cannot be created: every open of the embedded database fails.
    const file = path.join(mkdtempSync(path.join(tmpdir(), "db-down-")), "not-a-folder");
    writeFileSync(file, "");
    process.env.PGLITE_DATA_DIR = path.join(file, "pglite");
  });
  afterAll(async () => {
    await closeDb();
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    if (saved.dir === undefined) delete process.env.PGLITE_DATA_DIR;
    else process.env.PGLITE_DATA_DIR = saved.dir;
  });

  it.each([
    ["trending-items", trending()],
    ["trending-facets", trending({ model: "trending-facets", facetName: "categoryKey" })],
  ])("answers %s with 503 and no details", async (_model, request) => {
    const response = await post({ requests: [request] });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    const json = await response.json();
    expect(json).toEqual({ status: 503, message: "Search is temporarily unavailable" });
  });

  it("answers recommended-for-you with nothing personal: the session behind it cannot be read either", async () => {
    const response = await post({ requests: [trending({ model: "recommended-for-you", queryParameters: { userToken: "user-42" } })] });
    expect(response.status).toBe(200);
    expect((await response.json()).results[0].hits).toEqual([]);
  });

  it("still answers models computed from the catalogue alone", async () => {
    const product = loadCatalog(smallCatalogDir()).products[0]!;
    const response = await post({ requests: [trending({ model: "related-products", objectID: product.id, maxRecommendations: 3 })] });
    expect(response.status).toBe(200);
    expect((await response.json()).results[0].hits).toHaveLength(3);
  });
});
