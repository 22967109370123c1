// What JavaScript each page makes the browser load (ADR 51: the map island stays off every page but Where to Buy's
// results): headless Chromium opens each page of a running site, waits until the network is idle, and sums the
// scripts and workers it received (bytes decoded, and as sent when compressed). Prints one line per page.
// Run against a started site: BASE_URL=http://127.0.0.1:3201 npm run bench:page-js
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const PAGES = (process.env.PAGES ?? "/voltline/en,/voltline/en/where-to-buy,/voltline/en/where-to-buy?q=60601,/voltline/en/about,/voltline/fr-ca/where-to-buy?q=60601")
  .split(",")
  .map((page) => page.trim())
  .filter(Boolean);

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  console.log(`page JS at ${BASE_URL} (decoded KB / as sent KB / files)`);
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<{ decoded: number; sent: number; url: string }>[] = [];
    page.on("requestfinished", (request) => {
      const type = request.resourceType();
      if (type !== "script" && !(type === "other" && /\.m?js(\?|$)/.test(request.url()))) return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
          const sizes = await request.sizes();
          return { decoded: body.length, sent: sizes.responseBodySize, url: request.url() };
        })(),
      );
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1_500);
    const all = await Promise.all(scripts);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const decoded = all.reduce((sum, script) => sum + script.decoded, 0);
    const sent = all.reduce((sum, script) => sum + script.sent, 0);
    console.log(`${path.padEnd(44)} ${kb(decoded).padStart(8)} / ${kb(sent).padStart(8)} / ${all.length}`);
    if (process.env.VERBOSE) for (const script of all.sort((a, b) => b.decoded - a.decoded)) console.log(`    ${kb(script.decoded).padStart(8)}  ${script.url.replace(BASE_URL, "")}`);
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
