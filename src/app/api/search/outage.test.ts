// The search API during outages (E3, issue 12 item 9): 503 with a message, never 500, and fast.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { POST as queries } from "./1/indexes/[index]/queries/route";

const post = (body: unknown) => new Request("http://localhost/api/search/1/indexes/*/queries", { method: "POST", body: JSON.stringify(body) });
const store = globalThis as { __voltlineSearch?: unknown };
const snapshots = mkdtempSync(path.join(os.tmpdir(), "search-api-snapshots-"));
const saved = { ...process.env };
let deadPort = 0;

beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  deadPort = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  Object.assign(process.env, { CATALOG_DIR: smallCatalogDir(), SNAPSHOT_DIR: snapshots });
});
afterEach(() => {
  delete store.__voltlineSearch;
  process.env = { ...saved, CATALOG_DIR: smallCatalogDir(), SNAPSHOT_DIR: snapshots };
});
afterAll(() => {
  process.env = saved;
  rmSync(snapshots, { recursive: true, force: true });
});

describe("search API when a service is down (E3)", () => {
  it("Algolia unreachable, nothing kept: 503 JSON with a message and Retry-After, within 3 s", async () => {
    Object.assign(process.env, { SEARCH_SOURCE: "algolia", ALGOLIA_APP_ID: "VOLTTEST01", ALGOLIA_SEARCH_API_KEY: "k", ALGOLIA_HOSTS: `http://127.0.0.1:${deadPort}` });
    const started = Date.now();
    const response = await queries(post({ requests: [{ indexName: "products_en", query: "switch" }] }));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({ message: "Search is temporarily unavailable", status: 503 });
  });

  it("embedded search with the CMS unreachable: content queries 503 (not 500), product queries still answer", async () => {
    Object.assign(process.env, { SEARCH_SOURCE: "local", CONTENT_SOURCE: "contentful", CONTENTFUL_SPACE_ID: "vlt01", CONTENTFUL_ACCESS_TOKEN: "t", CONTENTFUL_HOST: `http://127.0.0.1:${deadPort}` });
    const content = await queries(post({ requests: [{ indexName: "content_en", query: "warranty" }] }));
    expect(content.status).toBe(503);
    expect(await content.json()).toMatchObject({ status: 503 });
    const products = await queries(post({ requests: [{ indexName: "products_en", query: "switch", hitsPerPage: 1 }] }));
    expect(products.status).toBe(200);
  });
});
