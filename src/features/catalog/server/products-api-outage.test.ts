// A products API outage (E3, issue 12 item 9): the site's catalogue source against a local fake API that answers, then is gone.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import { smallCatalogDir } from "./__fixtures__/small-catalog";
import { createLocalCatalogSource } from "./local";
import { loadCatalog } from "./local-catalog";
import { siteCatalogSource } from "./index";

const snapshots = mkdtempSync(path.join(os.tmpdir(), "catalog-snapshots-"));
afterAll(() => rmSync(snapshots, { recursive: true, force: true }));
const local = createLocalCatalogSource(smallCatalogDir());

/** The products API answered from the small generated catalogue. */
async function startFakeProductsApi(): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const brand = decodeURIComponent(url.pathname.split("/")[5] ?? "");
      const body = url.pathname.includes("/categories/")
        ? await local.getCategoryTree(brand, "en")
        : url.pathname.includes("/programs/")
          ? { programs: await local.getPrograms(brand, "en") }
          : { products: await local.getProducts(brand, (url.searchParams.get("ids") ?? "").split(","), "en") };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const env = (base: string, dir = snapshots) => ({ CATALOG_SOURCE: "products-api", PRODUCTS_API_BASE: base, SNAPSHOT_DIR: dir });

describe("products API down (E3)", () => {
  it("answers once, then is gone: the same tree, products and programs from memory, and after a restart from the snapshot", async () => {
    const api = await startFakeProductsApi();
    const site = siteCatalogSource(env(api.base));
    const tree = await site.getCategoryTree("voltline", "en");
    const programs = await site.getPrograms("voltline", "en");
    const someIds = loadCatalog(smallCatalogDir()).products.filter((p) => p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01")).slice(0, 5).map((p) => p.id);
    const products = await site.getProducts("voltline", someIds, "en");
    expect(products).toHaveLength(5);
    expect(tree.productCategories.length).toBeGreaterThan(0);
    expect(programs.length).toBeGreaterThan(0);
    await api.close();

    expect(await site.getCategoryTree("voltline", "en")).toEqual(tree);
    expect(await site.getPrograms("voltline", "en")).toEqual(programs);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const restarted = siteCatalogSource(env(api.base));
    const started = Date.now();
    expect(await restarted.getCategoryTree("voltline", "en")).toEqual(tree);
    expect(await restarted.getPrograms("voltline", "en")).toEqual(programs);
    expect(await restarted.getProducts("voltline", someIds, "en")).toEqual(products);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("cold start, no snapshot, API refusing connections: a ServiceUnavailableError within 3 s, not an empty catalogue", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "catalog-empty-"));
    try {
      const site = siteCatalogSource(env("http://127.0.0.1:9", empty));
      const started = Date.now();
      const error = await site.getCategoryTree("voltline", "en").catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(isServiceUnavailableError(error)).toBe(true);
      expect(error).toMatchObject({ status: 503, service: "catalog" });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
