import { describe, expect, it } from "vitest";
import { cacheKey, encodingClass, isCacheableRequest, isCacheableResponse, isNotModified, MicroCache, microCacheOptions, pageSeconds, parseSharedEntry, SHAREABLE_HEADER, shareableSeconds, storableHeaders } from "./micro-cache";

const page = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers: { host: "localhost:3000", ...headers } });

describe("micro-cache request rules (ADR 8)", () => {
  it("stores page GETs and HEADs only", () => {
    expect(isCacheableRequest(page("/voltline/en"))).toBe(true);
    expect(isCacheableRequest({ ...page("/voltline/en"), method: "HEAD" })).toBe(true);
    expect(isCacheableRequest({ ...page("/voltline/en"), method: "POST" })).toBe(false);
    for (const url of ["/_next/static/chunks/a.js", "/api/search/1/indexes/*/queries", "/products-api-proxy/rest/v1/programs/voltline", "/products-media/x.png", "*"]) {
      expect(isCacheableRequest(page(url)), url).toBe(false);
    }
  });

  it("never serves client navigations, server actions or drafts from the page cache", () => {
    expect(isCacheableRequest(page("/voltline/en", { rsc: "1" }))).toBe(false);
    expect(isCacheableRequest(page("/voltline/en", { "next-router-prefetch": "1" }))).toBe(false);
    expect(isCacheableRequest(page("/voltline/en", { "next-action": "abc" }))).toBe(false);
    expect(isCacheableRequest(page("/voltline/en?_rsc=x1y2"))).toBe(false);
    expect(isCacheableRequest(page("/voltline/en", { cookie: "a=1; __prerender_bypass=abc" }))).toBe(false);
    expect(isCacheableRequest(page("/voltline/en", { cookie: "i18n_redirected=fr-ca" }))).toBe(true);
  });

  it("keys by coding, host, path and query", () => {
    expect(encodingClass("gzip, deflate, br")).toBe("gzip");
    expect(encodingClass("br;q=1.0, gzip;q=0.5")).toBe("gzip");
    expect(encodingClass("gzip;q=0")).toBe("identity");
    expect(encodingClass("")).toBe("identity");
    expect(encodingClass("x-gzip-not")).toBe("identity");
    const a = cacheKey(page("/voltline/en/news?page=2", { "accept-encoding": "gzip" }));
    expect(a).not.toBe(cacheKey(page("/voltline/en/news?page=3", { "accept-encoding": "gzip" })));
    expect(a).not.toBe(cacheKey(page("/voltline/en/news?page=2")));
    expect(a).not.toBe(cacheKey(page("/voltline/en/news?page=2", { "accept-encoding": "gzip", host: "other.example" })));
    expect(a).toBe(cacheKey(page("/voltline/en/news?page=2", { "accept-encoding": "gzip, br", cookie: "x=1" })));
  });
});

describe("micro-cache response rules (ADR 8)", () => {
  const prerendered = { "cache-control": "s-maxage=31536000", vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding" };

  it("stores shared-cacheable 200 pages only", () => {
    expect(isCacheableResponse(200, prerendered)).toBe(true);
    expect(isCacheableResponse(200, { "cache-control": "s-maxage=60, stale-while-revalidate=31535940" })).toBe(true);
    expect(isCacheableResponse(404, prerendered)).toBe(false);
    expect(isCacheableResponse(307, prerendered)).toBe(false);
    expect(isCacheableResponse(200, { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })).toBe(false);
    expect(isCacheableResponse(200, { ...prerendered, "set-cookie": "a=1" })).toBe(false);
    expect(isCacheableResponse(200, { ...prerendered, vary: "Cookie" })).toBe(false);
    expect(isCacheableResponse(200, {})).toBe(false);
  });

  it("stores a per-request page the proxy marked shareable, but never a private answer of it (a cookie, an error)", () => {
    const perRequest = { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate", vary: "rsc, Accept-Encoding" };
    expect(isCacheableResponse(200, perRequest)).toBe(false);
    expect(isCacheableResponse(200, perRequest, true)).toBe(true);
    expect(isCacheableResponse(200, { ...perRequest, "set-cookie": "a=1" }, true)).toBe(false);
    expect(isCacheableResponse(404, perRequest, true)).toBe(false);
    expect(isCacheableResponse(200, { ...perRequest, vary: "Cookie" }, true)).toBe(false);
    expect(shareableSeconds("60")).toBe(60);
    expect(shareableSeconds(["30"])).toBe(30);
    expect(shareableSeconds("99999")).toBe(0);
    expect(shareableSeconds("-1")).toBe(0);
    expect(shareableSeconds(undefined)).toBe(0);
    expect(storableHeaders({ [SHAREABLE_HEADER]: "60", "content-type": "text/html" })).toEqual({ "content-type": "text/html" });
  });

  it("replays end-to-end headers only", () => {
    expect(storableHeaders({ "Content-Type": "text/html", "content-length": 10, date: "x", connection: "keep-alive", "transfer-encoding": "chunked", etag: '"a"' })).toEqual({
      "content-type": "text/html",
      etag: '"a"',
    });
  });

  it("answers a matching If-None-Match as not modified", () => {
    const stored = { status: 200, headers: { etag: '"abc"' }, body: Buffer.from("x"), storedAt: 0, expiresAt: 1, staleUntil: 2 };
    expect(isNotModified(page("/", { "if-none-match": '"abc"' }), stored)).toBe(true);
    expect(isNotModified(page("/", { "if-none-match": 'W/"abc", "z"' }), stored)).toBe(true);
    expect(isNotModified(page("/", { "if-none-match": '"z"' }), stored)).toBe(false);
    expect(isNotModified(page("/"), stored)).toBe(false);
  });
});

describe("MicroCache store", () => {
  const response = (size: number) => ({ status: 200, headers: {}, body: Buffer.alloc(size) });

  it("serves an entry for its time to live, then forgets it", () => {
    let now = 1_000;
    const cache = new MicroCache({ ttlSeconds: 5, staleSeconds: 0, pageTtlSeconds: 0, maxEntries: 10, maxBytes: 1_000, maxEntryBytes: 100 }, () => now);
    expect(cache.set("a", response(10))).toBe(true);
    now += 4_999;
    expect(cache.get("a")?.body.length).toBe(10);
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.storedBytes).toBe(0);
  });

  it("keeps an expired entry as stale for its stale window (served while its successor renders), then forgets it", () => {
    let now = 0;
    const cache = new MicroCache({ ttlSeconds: 5, staleSeconds: 60, pageTtlSeconds: 0, maxEntries: 10, maxBytes: 1_000, maxEntryBytes: 100 }, () => now);
    cache.set("a", response(10));
    expect(cache.lookup("a")?.fresh).toBe(true);
    now = 5_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.lookup("a")).toMatchObject({ fresh: false });
    now = 65_000;
    expect(cache.lookup("a")).toBeUndefined();
    expect(cache.storedBytes).toBe(0);
  });

  it("stores a shareable per-request page for its own time to live", () => {
    let now = 0;
    const cache = new MicroCache({ ttlSeconds: 5, staleSeconds: 0, pageTtlSeconds: 0, maxEntries: 10, maxBytes: 1_000, maxEntryBytes: 100 }, () => now);
    cache.set("search", response(10), 60);
    now = 59_999;
    expect(cache.get("search")).toBeDefined();
    now = 60_000;
    expect(cache.get("search")).toBeUndefined();
    expect(cache.set("none", response(10), 0)).toBe(false);
  });

  it("evicts the least recently used beyond its entry and byte bounds, and refuses oversized bodies", () => {
    const cache = new MicroCache({ ttlSeconds: 60, staleSeconds: 0, pageTtlSeconds: 0, maxEntries: 2, maxBytes: 100, maxEntryBytes: 60 });
    cache.set("a", response(10));
    cache.set("b", response(10));
    cache.get("a");
    cache.set("c", response(10));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
    cache.set("d", response(60));
    expect(cache.storedBytes).toBeLessThanOrEqual(100);
    expect(cache.get("d")).toBeDefined();
    expect(cache.set("e", response(61))).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("is off with a zero time to live, and reads its TTL from the environment", () => {
    expect(new MicroCache(microCacheOptions({ MICRO_CACHE_TTL_SECONDS: "0" })).set("a", response(1))).toBe(false);
    expect(microCacheOptions({}).ttlSeconds).toBe(5);
    expect(microCacheOptions({ MICRO_CACHE_TTL_SECONDS: "30" }).ttlSeconds).toBe(30);
    expect(microCacheOptions({ MICRO_CACHE_TTL_SECONDS: "-1" }).ttlSeconds).toBe(5);
    expect(microCacheOptions({ MICRO_CACHE_TTL_SECONDS: "99999" }).ttlSeconds).toBe(5);
  });
});

describe("pages from Next's full-route cache (issue 15, ADR 45)", () => {
  const response = (size: number) => ({ status: 200, headers: {}, body: Buffer.alloc(size) });
  const isr = (control: string, state = "HIT") => ({ "cache-control": control, "x-nextjs-cache": state });
  const options = microCacheOptions({});

  it("keeps a prerendered or ISR page as long as its s-maxage allows, within the page bound", () => {
    expect(options.pageTtlSeconds).toBe(3600);
    // revalidate: false (changes only through a tag the publish webhook revalidates, which purges this cache)
    expect(pageSeconds(isr("s-maxage=31536000"), options)).toBe(3600);
    expect(pageSeconds(isr("s-maxage=300, stale-while-revalidate=31535700", "MISS"), options)).toBe(300);
  });

  it("keeps a stale copy, or a page Next does not serve from its route cache, only for the short time to live", () => {
    expect(pageSeconds(isr("s-maxage=31536000", "STALE"), options)).toBe(options.ttlSeconds);
    expect(pageSeconds({ "cache-control": "s-maxage=31536000" }, options)).toBe(options.ttlSeconds);
    expect(pageSeconds(isr("s-maxage=2"), options)).toBe(options.ttlSeconds);
  });

  it("reads the page bound from the environment (0 keeps the short time to live)", () => {
    expect(microCacheOptions({ MICRO_CACHE_PAGE_TTL_SECONDS: "0" }).pageTtlSeconds).toBe(0);
    expect(pageSeconds(isr("s-maxage=31536000"), microCacheOptions({ MICRO_CACHE_PAGE_TTL_SECONDS: "0" }))).toBe(5);
    expect(microCacheOptions({ MICRO_CACHE_PAGE_TTL_SECONDS: "86400" }).pageTtlSeconds).toBe(86400);
    expect(microCacheOptions({ MICRO_CACHE_PAGE_TTL_SECONDS: "x" }).pageTtlSeconds).toBe(3600);
  });

  it("holds the long tail: thousands of pages, bounded by bytes", () => {
    expect(options.maxEntries).toBeGreaterThanOrEqual(10_000);
    const cache = new MicroCache({ ...options, maxBytes: 1_000 });
    for (let i = 0; i < 200; i++) cache.set(`p${i}`, response(10), 3600);
    expect(cache.storedBytes).toBeLessThanOrEqual(1_000);
    expect(cache.get("p199")).toBeDefined();
  });
});

describe("pages shared by sibling workers (WEB_CONCURRENCY, ADR 76)", () => {
  const options = { ttlSeconds: 5, staleSeconds: 0, pageTtlSeconds: 3_600, maxEntries: 10, maxBytes: 1_000, maxEntryBytes: 100 };
  const shared = (storedAt: number, seconds = 60) => ({ key: "gzip localhost /voltline/en", status: 200, headers: { etag: '"e"' }, body: new Uint8Array([1, 2, 3]), seconds, storedAt });

  it("takes a sibling's page for what is left of its lifetime", () => {
    let now = 10_000;
    const cache = new MicroCache(options, () => now);
    expect(cache.adopt(shared(now - 20_000))).toBe(true);
    expect(cache.get("gzip localhost /voltline/en")).toMatchObject({ status: 200, headers: { etag: '"e"' } });
    expect([...cache.get("gzip localhost /voltline/en")!.body]).toEqual([1, 2, 3]);
    now += 40_000;
    expect(cache.get("gzip localhost /voltline/en")).toBeUndefined();
    expect(cache.adopt(shared(now - 60_000))).toBe(false);
  });

  it("refuses a page stored before this cache was last cleared (a publish reached it since)", () => {
    let now = 10_000;
    const cache = new MicroCache(options, () => now);
    now += 5;
    cache.clear();
    expect(cache.adopt(shared(now - 1))).toBe(false);
    expect(cache.adopt(shared(now))).toBe(false);
    expect(cache.adopt(shared(now + 1))).toBe(true);
  });

  it("sends a stored page as it was kept, and the sibling keeps it for what is left", () => {
    let now = 10_000;
    const one = new MicroCache(options, () => now);
    const other = new MicroCache(options, () => now);
    one.set("k", { status: 200, headers: { etag: '"e"' }, body: Buffer.from("abc") }, 60);
    expect(one.sharedEntry("missing")).toBeUndefined();
    const entry = one.sharedEntry("k")!;
    expect(entry).toMatchObject({ key: "k", status: 200, seconds: 60, storedAt: 10_000 });
    now += 59_000;
    expect(other.adopt(entry)).toBe(true);
    expect(other.get("k")?.body.toString()).toBe("abc");
    now += 1_000;
    expect(other.get("k")).toBeUndefined();
  });

  it("reads only well-formed entries off the channel", () => {
    expect(parseSharedEntry(shared(1))).toMatchObject({ key: "gzip localhost /voltline/en", seconds: 60 });
    expect(parseSharedEntry({ ...shared(1), headers: { "set-cookie": ["a", "b"] } })).toBeDefined();
    for (const bad of [null, "x", { ...shared(1), body: "abc" }, { ...shared(1), key: 1 }, { ...shared(1), seconds: Number.NaN }, { ...shared(1), headers: { a: 1 } }, { ...shared(1), headers: null }]) {
      expect(parseSharedEntry(bad)).toBeUndefined();
    }
  });
});
