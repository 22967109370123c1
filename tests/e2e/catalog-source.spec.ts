import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { rarestValue } from "./helpers";

// Issue 15 §3 (P1, ADR 48): the whole site on CATALOG_SOURCE=products-api, pointed at a second process serving the
// products API from the generated catalogue, while the site's own CATALOG_DIR is an empty folder: a page that still read
// the local files would fail. Only the embedded search engine and recommender (Algolia's stand-ins) read the catalogue
// export (CATALOG_FEED_DIR). Both processes are started here, so other journeys do not pay for them.
const base = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_PRODUCTS_API_PORT ?? base + 40);
const sitePort = Number(process.env.E2E_CATALOG_SITE_PORT ?? base + 41);
const api = `http://127.0.0.1:${apiPort}`;
const site = `http://127.0.0.1:${sitePort}`;
const emptyCatalog = mkdtempSync(path.join(tmpdir(), "no-catalog-"));

const processes: ChildProcess[] = [];
let siteOutput = "";

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: false });
  processes.push(child);
  return child;
}

async function ready(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.describe.configure({ mode: "serial" });
test.use({ baseURL: site });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  start("node_modules/.bin/tsx", ["--import", "./scripts/outside-next-preload.mjs", "scripts/products-api-server.ts"], {
    PORT: String(apiPort),
    CATALOG_DIR: "generated/catalog",
  });
  const app = start("node_modules/.bin/node", ["dist/server.mjs"], {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    PGLITE_DATA_DIR: "memory://",
    CATALOG_SOURCE: "products-api",
    PRODUCTS_API_BASE: api,
    CATALOG_DIR: emptyCatalog,
    CATALOG_FEED_DIR: "generated/catalog",
  });
  app.stdout?.on("data", (chunk: Buffer) => (siteOutput += chunk.toString()));
  app.stderr?.on("data", (chunk: Buffer) => (siteOutput += chunk.toString()));
  await Promise.all([ready(`${api}/health`, 60_000), ready(`${site}/robots.txt`, 90_000)]);
});

test.afterAll(() => {
  for (const child of processes) child.kill("SIGTERM");
});

test("P1 home, category listing, filtered listing, product, documents, media, search facets and compare run on the products API alone", async ({ page, request }) => {
  // Home with its megamenu (the category tree).
  expect((await page.goto("/voltline/en"))?.status()).toBe(200);
  const megamenu = await request.get("/voltline/en/megamenu.json");
  expect(megamenu.status()).toBe(200);

  // A category listing with its facets (attribute labels from the API), then one facet ticked.
  const listing = "/voltline/fr-ca/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";
  expect((await page.goto(listing))?.status()).toBe(200);
  const products = page.getByRole("main").locator('a[href*="/p/"]');
  await expect(products.first()).toBeVisible();
  const refine = page.getByRole("region", { name: "Filtrer les produits" });
  const value = await rarestValue(refine);
  expect(value.href).toContain("?");
  expect((await page.goto(value.href))?.status()).toBe(200);
  await expect(page.getByRole("region", { name: "Filtrer les produits" }).locator('a[aria-current="true"]')).toHaveCount(1);
  await expect(products.first()).toBeVisible();
  expect(await products.evaluateAll((as) => new Set(as.map((a) => a.getAttribute("href"))).size)).toBeLessThanOrEqual(value.count);

  // A category landing's featured products (category product ids from the API).
  expect((await page.goto("/voltline/en/products/wiring-devices/receptacles/cl/receptacles"))?.status()).toBe(200);
  await expect(page.getByRole("main").locator('a[href*="/p/"]').first()).toBeVisible();

  // A product page, its documents as PDFs and its drawing.
  expect((await page.goto("/voltline/fr-ca/products/p/1000365"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const documents = page.getByRole("region", { name: "Documents" });
  const hrefs = await documents.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const href of hrefs) {
    const pdf = await request.get(href);
    expect(pdf.status(), href).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
  // The gallery's image goes through Next's optimizer at its short address (`/img/{width}/products-media/...`, ADR 79):
  // both the optimized image and the file it is made from are served from the API's media.
  const image = new URL((await page.getByRole("main").locator('img[src*="products-media"]').first().getAttribute("src")) ?? "", site);
  const source = image.pathname.replace(/^\/img\/\d+/, "");
  expect(image.pathname).toMatch(/^\/img\/\d+\/products-media\//);
  expect(source).toMatch(/^\/products-media\//);
  for (const url of [source, image.pathname + image.search]) {
    const media = await request.get(url);
    expect(media.status(), url).toBe(200);
    expect(media.headers()["content-type"], url).toMatch(/^image\//);
  }

  // Search with its facets (labels and measurement ranges from the API).
  expect((await page.goto("/voltline/en/search?q=receptacle"))?.status()).toBe(200);
  const searchRefine = page.getByRole("region", { name: "Refine results" });
  await expect(searchRefine.getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("main").locator('a[href*="/p/"]').first()).toBeVisible();

  // Compare, read through the site's /api/compare.
  const ids = ["1000365"];
  const listed = await request.get("/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles");
  const second = /\/p\/(\d+)/.exec(await listed.text())?.[1];
  if (second && second !== "1000365") ids.push(second);
  await page.goto("/voltline/en");
  await page.evaluate((list) => localStorage.setItem("compare:voltline", JSON.stringify(list)), ids);
  await page.goto("/voltline/en/compare");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(ids.length + 1);
  await expect(table.getByRole("link").first()).toBeVisible();

  // The products API answered each kind of call, and the site never tried its own (empty) catalogue folder.
  const health = (await (await fetch(`${api}/health`)).json()) as { answered: Record<string, number> };
  for (const kind of ["categories", "products", "attributes", "documents", "media"]) expect(health.answered[kind] ?? 0, kind).toBeGreaterThan(0);
  expect(siteOutput).not.toContain(emptyCatalog);
  expect(siteOutput).not.toContain("ENOENT");
});

test("P6 the compare route refuses malformed input with a translated 400", async ({ request }) => {
  const response = await request.get("/api/compare?brand=voltline&locale=fr-ca&ids=1,abc");
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toMatch(/^Demandez/);
  expect((await request.get("/api/compare?brand=acme&locale=en&ids=1000365")).status()).toBe(400);
});
