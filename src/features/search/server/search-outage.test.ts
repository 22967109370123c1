// Algolia down (E3, issue 12 item 9): the site's search service against a local fake Algolia that answers, then is gone.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog } from "@/features/catalog/server";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import { createLocalSearchService } from "./local";
import { createSearchService } from "./index";
import { startFakeAlgolia, type FakeAlgolia } from "./__fixtures__/fake-algolia";

const APP_ID = "VOLTTEST01";
const KEY = "search-only-key";
const snapshots = mkdtempSync(path.join(os.tmpdir(), "search-snapshots-"));
let fake: FakeAlgolia;
const query = { requests: [{ indexName: "products_en", query: "switch", hitsPerPage: 3 }] };

beforeAll(async () => {
  const catalog = loadCatalog(smallCatalogDir());
  const engine = createLocalSearchService({ catalog: () => catalog, content: async () => [] });
  // the engine builds its index on first use: done here, so the fake answers within Algolia's 2 s read timeout
  await engine.search(query);
  fake = await startFakeAlgolia({ appId: APP_ID, apiKeys: [KEY], search: engine });
});
afterAll(() => rmSync(snapshots, { recursive: true, force: true }));

const env = (hosts: string, dir = snapshots) => ({ SEARCH_SOURCE: "algolia", ALGOLIA_APP_ID: APP_ID, ALGOLIA_SEARCH_API_KEY: KEY, ALGOLIA_HOSTS: hosts, SNAPSHOT_DIR: dir });

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("Algolia down (E3)", () => {
  it("answers once, then is gone: the same results from memory, and after a restart from the snapshot", async () => {
    const site = createSearchService(env(fake.host));
    const { results } = await site.search(query);
    expect(results[0]!.hits).toHaveLength(3);
    const hosts = fake.host;
    await fake.close();

    expect((await site.search(query)).results).toEqual(results);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const restarted = createSearchService(env(hosts));
    expect((await restarted.search(query)).results).toEqual(results);
    // a query never answered before has nothing to fall back on
    await expect(restarted.search({ requests: [{ indexName: "products_en", query: "dimmer" }] })).rejects.toSatisfy(isServiceUnavailableError);
  });

  it("a personal query is never answered from the shared copy", async () => {
    const personal = { requests: [{ indexName: "products_en", query: "switch", hitsPerPage: 3, userToken: "anonymous-1" }] };
    const site = createSearchService(env(`http://127.0.0.1:${await closedPort()}`));
    await expect(site.search(personal)).rejects.toMatchObject({ name: "SearchUnavailableError" });
  });

  it("cold start, no snapshot, Algolia refusing connections: unavailable within 3 s", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "search-empty-"));
    try {
      const site = createSearchService(env(`http://127.0.0.1:${await closedPort()}`, empty));
      const started = Date.now();
      await expect(site.search(query)).rejects.toSatisfy(isServiceUnavailableError);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
