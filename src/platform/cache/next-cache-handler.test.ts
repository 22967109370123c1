// The site's cache handler under Next's own IncrementalCache (issue 12 item 1, ADR 26): the Next internals it relies
// on (route-cache key layout, FileSystemCache, SharedCacheControls) are exercised as the server uses them, so an
// upgrade of `next` that changes them fails here first.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import type { CachedFetchValue } from "next/dist/server/response-cache";
import { SharedCacheControls } from "next/dist/server/lib/incremental-cache/shared-cache-controls.external";
import BoundedCacheHandler, { heldEntryFiles, isKeptEntry } from "./next-cache-handler";

describe("isKeptEntry", () => {
  it("keeps responses that answered 200 and everything that is no response", () => {
    expect(isKeptEntry({ kind: "APP_PAGE", status: 200 })).toBe(true);
    expect(isKeptEntry({ kind: "APP_PAGE", status: undefined })).toBe(true);
    expect(isKeptEntry({ kind: "APP_ROUTE", status: 200 })).toBe(true);
    expect(isKeptEntry({ kind: "FETCH", data: { status: 404 } })).toBe(true);
    expect(isKeptEntry({ kind: "REDIRECT", props: {} })).toBe(true);
    expect(isKeptEntry(null)).toBe(true);
  });

  it("refuses a 404, a redirect, a 403 or a 500 of a page or route handler", () => {
    for (const status of [404, 307, 308, 403, 500]) {
      expect(isKeptEntry({ kind: "APP_PAGE", status })).toBe(false);
      expect(isKeptEntry({ kind: "APP_ROUTE", status })).toBe(false);
      expect(isKeptEntry({ kind: "PAGES", status })).toBe(false);
    }
  });
});

describe("heldEntryFiles", () => {
  it("names the run-time entry and the build's prerendered page of a route-cache key", () => {
    expect(heldEntryFiles("/s", "/route-cache/APP_PAGE/abc/$/voltline/en/about", "APP_PAGE")).toEqual([
      "/s/route-cache/APP_PAGE/abc/$/voltline/en/about.html",
      "/s/app/voltline/en/about.html",
    ]);
    expect(heldEntryFiles("/s", "/route-cache/APP_ROUTE/abc/$/voltline/en/megamenu.json", "APP_ROUTE")).toEqual([
      "/s/route-cache/APP_ROUTE/abc/$/voltline/en/megamenu.json.body",
      "/s/app/voltline/en/megamenu.json.body",
    ]);
  });

  it("names nothing for a data-cache key or another kind", () => {
    expect(heldEntryFiles("/s", "0123abcd", "FETCH")).toEqual([]);
    expect(heldEntryFiles("/s", "/voltline/en/about", "APP_PAGE")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Through Next's IncrementalCache, with a server folder of its own on disk

const PAGE_ROUTE = { kind: "APP_PAGE", sourceRoute: "/[brand]/[locale]/[...slug]/page" } as const;
const CACHE_CONTROL = { revalidate: false, expire: undefined } as const;

let serverDir: string;

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

function incrementalCache(): IncrementalCache {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir: serverDir,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: "p", previewModeEncryptionKey: "k", previewModeSigningKey: "s" },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: "p", previewModeEncryptionKey: "k", previewModeSigningKey: "s" } },
    fetchCacheKeyPrefix: "",
    CurCacheHandler: BoundedCacheHandler,
    allowedRevalidateHeaderKeys: [],
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
}

function page(status: number | undefined, html: string) {
  return { kind: "APP_PAGE", html, rscData: Buffer.from(`rsc ${html}`), status, headers: { "x-next-cache-tags": "content" }, postponed: undefined, segmentData: new Map([["/_tree", Buffer.from("tree")]]) };
}

type SetValue = Parameters<IncrementalCache["set"]>[1];
type SetContext = Parameters<IncrementalCache["set"]>[2];
const set = (cache: IncrementalCache, pathname: string, value: ReturnType<typeof page>) =>
  cache.set(pathname, value as unknown as SetValue, { route: PAGE_ROUTE, kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false, cacheControl: CACHE_CONTROL } as unknown as SetContext);
const get = (cache: IncrementalCache, pathname: string) => cache.get(pathname, { route: PAGE_ROUTE, kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false } as never);
const cacheControls = () => (SharedCacheControls as unknown as { cacheControls: Map<string, unknown> }).cacheControls;

describe("BoundedCacheHandler in Next's IncrementalCache", () => {
  beforeEach(() => {
    serverDir = path.join(mkdtempSync(path.join(tmpdir(), "next-cache-")), "server");
    mkdirSync(serverDir, { recursive: true });
  });
  afterEach(() => rmSync(path.dirname(serverDir), { recursive: true, force: true }));

  it("writes nothing and remembers no lifetime for the 404 of an address it never held", async () => {
    const cache = incrementalCache();
    const controls = cacheControls().size;
    for (let i = 0; i < 50; i++) await set(cache, `/voltline/en/zz-probe-${i}`, page(404, "not found"));
    expect(files(serverDir)).toEqual([]);
    expect(cacheControls().size).toBe(controls);
    expect(await get(cache, "/voltline/en/zz-probe-1")).toBeNull();
  });

  it("writes redirects and 403s of unknown addresses no more than 404s", async () => {
    const cache = incrementalCache();
    await set(cache, "/voltline/en/products/zz/p/1", page(308, "moved"));
    await set(cache, "/voltline/en/private", page(403, "forbidden"));
    expect(files(serverDir)).toEqual([]);
  });

  it("keeps a 200 as Next does, and a 404 that replaces it (a page unpublished)", async () => {
    const cache = incrementalCache();
    await set(cache, "/voltline/en/about", page(undefined, "about"));
    const written = files(serverDir);
    expect(written.some((file) => file.endsWith("/$/voltline/en/about.html"))).toBe(true);
    expect(written.some((file) => file.endsWith("/$/voltline/en/about.rsc"))).toBe(true);
    expect(((await get(cache, "/voltline/en/about"))?.value as { html?: string } | null)?.html).toBe("about");

    await set(cache, "/voltline/en/about", page(404, "gone"));
    const entry = (await get(cache, "/voltline/en/about"))?.value as { html?: string; status?: number } | null;
    expect(entry).toMatchObject({ html: "gone", status: 404 });
  });

  it("lets a 404 replace a page the build prerendered (read from the build's app folder)", async () => {
    mkdirSync(path.join(serverDir, "app/voltline/en"), { recursive: true });
    writeFileSync(path.join(serverDir, "app/voltline/en/news-old.html"), "old news");
    const cache = incrementalCache();
    await set(cache, "/voltline/en/news-old", page(404, "gone"));
    expect(files(serverDir).some((file) => file.startsWith("route-cache/") && file.endsWith("news-old.html"))).toBe(true);
  });

  it("keeps the entries written at run time within ROUTE_CACHE_MAX_MB, the least recently read deleted first", async () => {
    process.env.ROUTE_CACHE_MAX_MB = "1";
    try {
      const cache = incrementalCache();
      const big = (name: string) => page(undefined, `${name} `.repeat(75_000));
      for (const name of ["a", "b", "c"]) await set(cache, `/voltline/en/${name}`, big(name));
      // a was read since: b is now the least recently used
      expect(await get(cache, "/voltline/en/a")).not.toBeNull();
      await set(cache, "/voltline/en/d", big("d"));
      const pages = files(serverDir).filter((file) => file.endsWith(".html")).map((file) => path.basename(file));
      expect(pages.sort()).toEqual(["a.html", "c.html", "d.html"]);
      expect(files(serverDir).some((file) => file.includes("/voltline/en/b."))).toBe(false);
    } finally {
      delete process.env.ROUTE_CACHE_MAX_MB;
    }
  });

  it("counts what a previous run left in the route cache, and removes the oldest of it past the bound", async () => {
    const old = path.join(serverDir, "route-cache/APP_PAGE/abc/$/voltline/en/left-over");
    mkdirSync(path.dirname(old), { recursive: true });
    writeFileSync(`${old}.html`, "x".repeat(2 * 1024 * 1024));
    writeFileSync(`${old}.meta`, "{}");
    process.env.ROUTE_CACHE_MAX_MB = "1";
    try {
      incrementalCache();
      await vi.waitFor(() => expect(files(serverDir)).toEqual([]));
    } finally {
      delete process.env.ROUTE_CACHE_MAX_MB;
    }
  });

  it("keeps data-cache entries (the content reads' own guard bounds them)", async () => {
    const cache = incrementalCache();
    const key = await cache.generateCacheKey("https://example.test/read", {});
    const read = { kind: "FETCH", data: { headers: {}, body: "null", status: 200, url: "" }, revalidate: 60 } as unknown as CachedFetchValue;
    await cache.set(key, read, { fetchCache: true, tags: ["content"] });
    expect(files(path.dirname(serverDir)).filter((file) => file.startsWith("cache/fetch-cache/"))).toHaveLength(1);
  });
});

describe("Next's measure of page entries, made cheap in every IncrementalCache class (ADR 45)", () => {
  beforeEach(() => {
    serverDir = path.join(mkdtempSync(path.join(tmpdir(), "next-cache-")), "server");
    mkdirSync(serverDir, { recursive: true });
  });
  afterEach(() => {
    delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
    rmSync(path.dirname(serverDir), { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  /**
   * A class shaped as Next's IncrementalCache is where it matters: `set` measures the entry with JSON.stringify
   * before it awaits the handler. Next bundles one such class per runtime (app-route, app-page), so a server has
   * several, and each sets itself as `globalThis.__incrementalCache` when a request creates one.
   */
  function runtimeCacheClass() {
    return class RuntimeIncrementalCache {
      measured = 0;
      constructor(readonly cacheHandler: BoundedCacheHandler) {
        (globalThis as { __incrementalCache?: unknown }).__incrementalCache = this;
      }
      get(key: string) {
        return this.cacheHandler.get(key, { kind: "APP_PAGE", isFallback: false } as never);
      }
      async set(key: string, data: ReturnType<typeof page>, context: Record<string, unknown>) {
        this.measured = JSON.stringify(data).length;
        await this.cacheHandler.set(key, data as never, context as never);
      }
    };
  }

  it("patches the class of each runtime, not only the first one the handler meets", async () => {
    const handler = (incrementalCache() as unknown as { cacheHandler: BoundedCacheHandler }).cacheHandler;
    const routeRuntime = new (runtimeCacheClass())(handler);
    await routeRuntime.get("/voltline/en/robots.txt");
    const pageRuntime = new (runtimeCacheClass())(handler);
    await pageRuntime.get("/voltline/en/products/p/1000101");

    const toJSON = vi.spyOn(Buffer.prototype, "toJSON");
    const context = { kind: "APP_PAGE", isRoutePPREnabled: false, cacheControl: CACHE_CONTROL };
    await pageRuntime.set("/route-cache/APP_PAGE/abc/$/voltline/en/products/p/1000101", page(undefined, "<html>product</html>"), context);
    await routeRuntime.set("/route-cache/APP_PAGE/abc/$/voltline/en/about", page(undefined, "<html>about</html>"), context);
    expect(toJSON).not.toHaveBeenCalled();
  });
});
