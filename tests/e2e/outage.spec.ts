import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createLocalContentSource } from "@/features/content/server/local";
import { createSnapshotStore, readKey } from "@/platform/last-good";

// Issue 12 item 9, E3 (ADR 30): the built server started while Contentful is down. With last good answers on disk,
// pages keep answering 200; with none, a translated 503 page, fast. Its own server on its own port, with a CMS host
// that refuses connections; needs `npm run build` (the suite's build), skipped without one.
const PORT = Number(process.env.E2E_OUTAGE_PORT ?? 3206);
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: "serial" });
test.skip(!existsSync("dist/server.mjs") || !existsSync(".next/BUILD_ID"), "needs a production build (npm run build)");

/** A loopback port nothing listens on: connections to it are refused, as with a CMS host that is down. */
async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a previous run of the site left on disk: here the reads every page's routing needs, from the content pack. */
async function seedSnapshot(dir: string): Promise<void> {
  const pack = createLocalContentSource();
  const store = createSnapshotStore({ dir: path.join(dir, "content"), maxBytes: 64 * 1024 * 1024, maxEntryBytes: 8 * 1024 * 1024 });
  const reads: [string, unknown[], () => Promise<unknown>][] = [
    ["listBrands", [{ locale: "en" }], () => pack.listBrands({ locale: "en" })],
    ["listRedirects", [], () => pack.listRedirects()],
  ];
  for (const [method, args, read] of reads) store.write({ key: readKey(method, args), savedAt: Date.now() - 3_600_000, json: JSON.stringify(await read()) });
  await store.flush();
}

async function startServer(snapshotDir: string): Promise<{ server: ChildProcess; log: () => string }> {
  let output = "";
  const server = spawn(process.execPath, ["dist/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      MICRO_CACHE_TTL_SECONDS: "0",
      PGLITE_DATA_DIR: "memory://",
      CONTENT_SOURCE: "contentful",
      CONTENTFUL_SPACE_ID: "vlt01",
      CONTENTFUL_ACCESS_TOKEN: "cda-journey-token-0c1d2e",
      CONTENTFUL_HOST: `http://127.0.0.1:${await refusedPort()}`,
      SNAPSHOT_DIR: snapshotDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}: ${output.slice(-2000)}`);
    if (Date.now() - started > 60_000) throw new Error("server did not listen within 60 s");
    const ok = await fetch(`${BASE}/robots.txt`).then((r) => r.ok, () => false);
    if (ok) return { server, log: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6_000))]);
}

const timed = async (url: string) => {
  const started = Date.now();
  const response = await fetch(`${BASE}${url}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text(), ms: Date.now() - started };
};

test("CMS down at start, last good answers on disk: home, listing, product and news answer 200", async ({ page }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "outage-snapshots-"));
  await seedSnapshot(dir);
  const { server, log } = await startServer(dir);
  try {
    for (const url of [
      "/voltline/en",
      "/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles",
      "/voltline/en/products/homeline-industrial-grade-15-a-125-v-usb-charger-receptacle-ivory/p/1000738",
      "/voltline/en/news",
      "/voltline/fr-ca/about",
    ]) {
      const answer = await timed(url);
      // Status only: a first render on a cold server under the suite's load takes what it takes (10 s seen in CI);
      // speed is measured in bench/, not asserted here.
      expect(answer.status, `${url} (${answer.ms} ms)`).toBe(200);
    }
    // A news id the brand's news index (kept in the data cache since the build) does not list: a 404 at once, with
    // no read of its own, never a stack trace (issue 12 item 1, ADR 26). Bounded above a render under load and below
    // what waiting out the 2.5 s upstream deadline on each of the page's reads would take.
    const unknown = await timed("/voltline/fr-ca/news/never-published-post");
    expect(unknown.ms).toBeLessThan(8_000);
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toMatch(/at [A-Za-z.]+ \(/);
    await page.goto(`${BASE}/voltline/fr-ca/news/never-published-post`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Désolés");
    expect(log()).toContain("content: serving last good answer");
    expect(log()).not.toContain("cda-journey-token-0c1d2e");
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("CMS down at a cold start with no snapshot: a translated 503 page, fast, never a 500", async ({ page }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "outage-empty-"));
  const { server, log } = await startServer(dir);
  try {
    const first = await timed("/voltline/fr-ca/products");
    expect(first.status).toBe(503);
    expect(first.ms).toBeLessThan(8_000);
    expect(first.headers.get("retry-after")).toBe("30");
    expect(first.text).toContain("Temporairement indisponible");
    for (const url of ["/voltline/en", "/voltline/es-mx/news", "/voltline/en/search?q=receptacle"]) {
      const answer = await timed(url);
      expect(answer.status, url).toBe(503);
      expect(answer.ms, url).toBeLessThan(5_000);
    }
    // In the browser: the translated 503 view, titled as such.
    await page.goto(`${BASE}/voltline/fr-ca/products`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Temporairement indisponible");
    await expect(page).toHaveTitle("Temporairement indisponible");
    const search = await fetch(`${BASE}/api/search/1/indexes/*/queries`, { method: "POST", body: JSON.stringify({ requests: [{ indexName: "content_en", query: "warranty" }] }) });
    expect(search.status).toBe(503);
    expect(log()).not.toContain("cda-journey-token-0c1d2e");
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
