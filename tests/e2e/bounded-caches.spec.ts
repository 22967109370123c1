import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { runMarks, UNKNOWN_ADDRESS_SHAPES, unknownAddress, type UnknownAddress } from "../../bench/unknown-addresses";
import { expectNoAxeViolations } from "./helpers";
import enErrors from "../../messages/en/errors.json";
import frErrors from "../../messages/fr-ca/errors.json";
import esErrors from "../../messages/es-mx/errors.json";

// Issue 12 item 1 (ADR 26): an address no content or catalogue entry knows, in any route family under
// /{brand}/{locale}/, answers the translated 404 and leaves nothing behind: no page in Next's route cache under
// .next/server, no data-cache entry under .next/cache. The journeys' server runs from this folder, so its files are
// read here. Other journeys may add files meanwhile (pages they visit first): a file counts as this test's when its
// path or its content names one of this run's addresses (its token, or one of its product ids).
const NEXT_DIR = ".next";
const ADDRESSES = 300;
const IN_FLIGHT = 6;
const TITLE_LINE_1: Record<string, string> = { en: enErrors.titleLine1, "fr-ca": frErrors.titleLine1, "es-mx": esErrors.titleLine1 };

/** Every file under the folders Next writes at run time, with its size (a rewritten file counts as new). */
function filesUnder(...folders: string[]): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(folder, name);
      const stat = statSync(full, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(full);
      else if (stat) found.set(full, stat.mtimeMs);
    }
  };
  for (const folder of folders) walk(folder);
  return found;
}

/** The files added or rewritten since `before` that name a mark in their path or hold it (a data-cache entry's tags). */
function filesOf(marks: string[], before: Map<string, number>): string[] {
  const after = filesUnder(path.join(NEXT_DIR, "server"), path.join(NEXT_DIR, "cache"));
  return [...after]
    .filter(([file, modified]) => before.get(file) !== modified)
    .map(([file]) => file)
    .filter((file) => {
      if (marks.some((mark) => file.includes(mark))) return true;
      try {
        if (statSync(file).size > 4 * 1024 * 1024) return false;
        const text = readFileSync(file, "latin1");
        return marks.some((mark) => text.includes(mark));
      } catch {
        return false;
      }
    });
}

async function inTurn<T>(count: number, inFlight: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let i = next++; i < count; i = next++) results[i] = await work(i);
    }),
  );
  return results;
}

async function ask(request: APIRequestContext, address: UnknownAddress) {
  const response = await request.get(address.path, { headers: address.headers, maxRedirects: address.headers ? 2 : 0 });
  const type = response.headers()["content-type"] ?? "";
  return { ...address, status: response.status(), html: type.includes("text/html") ? await response.text() : undefined };
}

test.describe("bounded caches: unknown addresses keep nothing (issue 12 item 1)", () => {
  test("a few hundred unknown addresses of every route family answer the translated 404 and add no file", async ({ request }) => {
    test.setTimeout(300_000);
    expect(statSync(path.join(NEXT_DIR, "BUILD_ID"), { throwIfNoEntry: false }), "the journeys' server runs from this folder's build").toBeTruthy();
    const run = `bc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const before = filesUnder(path.join(NEXT_DIR, "server"), path.join(NEXT_DIR, "cache"));

    // Aliases of known entries (a product under a made-up slug) render that entry, and are bounded by the route cache's
    // byte bound instead (route-cache-bound.test.ts): only addresses nothing knows are asked here.
    const shapes = UNKNOWN_ADDRESS_SHAPES.filter((shape) => !shape.startsWith("alias-"));
    const addresses: UnknownAddress[] = [];
    for (let i = 0; addresses.length < ADDRESSES; i++) {
      const address = unknownAddress(run, i);
      if (shapes.includes(address.shape)) addresses.push(address);
    }
    const answers = await inTurn(ADDRESSES, IN_FLIGHT, (i) => ask(request, addresses[i]!));
    expect(new Set(answers.map((answer) => answer.shape)).size).toBe(shapes.length);
    for (const answer of answers) {
      expect(answer.status, answer.path).toBe(404);
      if (answer.html === undefined) continue;
      const locale = answer.path.split("/")[2] ?? "en";
      expect(answer.html, answer.path).toContain(TITLE_LINE_1[locale]);
    }

    // Next writes its cache after answering: give the last writes time to land before looking.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(filesOf(runMarks(run), before)).toEqual([]);
  });

  test("an unknown address asked twice renders its 404 again, translated, and accessible", async ({ page }) => {
    const address = `/voltline/es-mx/zz-twice-${Date.now().toString(36)}`;
    for (let i = 0; i < 2; i++) {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["x-nextjs-cache"]).not.toBe("HIT");
    }
    await expect(page.getByRole("heading", { level: 1 })).toContainText(esErrors.titleLine1);
    await expect(page).toHaveTitle("Not Found");
    await expectNoAxeViolations(page);
  });

  test("known pages are still cached: a prerendered page and a product page rendered on first visit answer 200 from the cache", async ({ request }) => {
    for (const address of ["/voltline/en/about", "/voltline/fr-ca/products/p/1000738"]) {
      expect((await request.get(address)).status(), address).toBe(200);
      // A query of its own passes the page micro-cache (keyed by the whole URL) and reaches Next's cache, which
      // serves a static page whatever the query.
      const again = await request.get(`${address}?probe=${Date.now().toString(36)}`);
      expect(again.status(), address).toBe(200);
      expect(again.headers()["x-nextjs-cache"], address).toBe("HIT");
    }
  });
});
