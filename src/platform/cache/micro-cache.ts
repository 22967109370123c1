// In-process response micro-cache in front of Next (ADR 8): warm prerendered pages are answered from memory for a
// few seconds instead of going through the proxy and the app-page pipeline on every request. Pure logic only; the
// node HTTP wiring is in server/main.ts.
import { existingGlobal, globalRegistry } from "@/platform/server/global-registry";

export interface CacheableRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
  /** Until then the entry is fresh. */
  expiresAt: number;
  /** Until then an expired entry may still be served while one request renders its successor (stale-while-revalidate). */
  staleUntil: number;
}

export interface MicroCacheOptions {
  /** Seconds a stored page is served; 0 turns the cache off. */
  ttlSeconds: number;
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes: number;
  /** Seconds an expired entry may still be served to others while one request renders it again. */
  staleSeconds: number;
  /**
   * Longest a page Next serves from its full-route cache (prerendered or ISR, `x-nextjs-cache` HIT or MISS) is kept,
   * within its `s-maxage`; 0 keeps such pages `ttlSeconds` too. A tag revalidation purges the cache (publish webhook).
   */
  pageTtlSeconds: number;
}

export const DEFAULT_MICRO_CACHE: MicroCacheOptions = {
  ttlSeconds: 5,
  staleSeconds: 60,
  pageTtlSeconds: 3_600,
  // The long tail (issue 15): thousands of product pages of a crawl stay in memory, bounded by bytes.
  maxEntries: 20_000,
  maxBytes: 128 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
};

/**
 * Reads MICRO_CACHE_TTL_SECONDS (0 = off, at most an hour) and MICRO_CACHE_PAGE_TTL_SECONDS (pages of Next's route
 * cache; 0 = the short TTL, at most a day); anything else keeps the default.
 */
export function microCacheOptions(env: Record<string, string | undefined> = process.env): MicroCacheOptions {
  const raw = env.MICRO_CACHE_TTL_SECONDS?.trim();
  const ttl = raw && /^\d{1,4}$/.test(raw) ? Math.min(Number(raw), 3600) : DEFAULT_MICRO_CACHE.ttlSeconds;
  const rawPage = env.MICRO_CACHE_PAGE_TTL_SECONDS?.trim();
  const page = rawPage && /^\d{1,5}$/.test(rawPage) ? Math.min(Number(rawPage), 86_400) : DEFAULT_MICRO_CACHE.pageTtlSeconds;
  return { ...DEFAULT_MICRO_CACHE, ttlSeconds: ttl, pageTtlSeconds: page };
}

/**
 * Seconds a shareable page is kept: a page Next answered from its full-route cache or just rendered into it
 * (`x-nextjs-cache` HIT or MISS) as long as its `s-maxage` says, at most `pageTtlSeconds` (a CDN would keep it as
 * long; Next still revalidates it on the first request after that); a stale copy, or anything else, `ttlSeconds`.
 */
export function pageSeconds(headers: Record<string, string | string[] | number | undefined>, options: MicroCacheOptions): number {
  const state = String(headers["x-nextjs-cache"] ?? "").toUpperCase();
  const maxAge = /\bs-maxage=(\d+)/.exec(String(headers["cache-control"] ?? "").toLowerCase());
  if ((state !== "HIT" && state !== "MISS") || !maxAge) return options.ttlSeconds;
  return Math.max(options.ttlSeconds, Math.min(Number(maxAge[1]), options.pageTtlSeconds));
}

// Framework files, route handlers and media have their own caching; only pages are micro-cached. Optimized images
// (`/img/`, ADR 79) vary on Accept, which the key leaves out.
const UNCACHED_PREFIXES = ["/_next/", "/api/", "/products-api-proxy/", "/products-media/", "/img/"];
// Client navigations (RSC payloads), server actions and prefetches vary on these headers.
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url", "x-nextjs-data"];
// Draft mode and preview cookies make a response personal.
const PREVIEW_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

const header = (headers: CacheableRequest["headers"], name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** Whether a request may be answered from (and fill) the cache. */
export function isCacheableRequest(request: CacheableRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!request.url.startsWith("/") || UNCACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  if (/[?&]_rsc=/.test(request.url)) return false;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  if (PREVIEW_COOKIES.test(header(request.headers, "cookie"))) return false;
  return true;
}

/** The content coding the response will carry, from Accept-Encoding (the server compresses with gzip when it is accepted, src/platform/server/compression.ts). */
export function encodingClass(acceptEncoding: string): "gzip" | "identity" {
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name === "gzip" && (q === undefined || Number(q.slice(2)) > 0)) return "gzip";
  }
  return "identity";
}

/**
 * Key of a request: host, path and query, and the coding. Cookies are left out on purpose: the proxy decides a page's
 * content from path and query only (the locale cookie only steers redirects, which are never stored).
 */
export function cacheKey(request: CacheableRequest): string {
  return `${encodingClass(header(request.headers, "accept-encoding"))} ${header(request.headers, "host").toLowerCase()} ${request.url}`;
}

/**
 * Set by `proxy.ts` on a page rendered per request whose HTML depends on its path and query alone (the search page, a
 * filtered listing): the seconds the server may share it for. Next marks such pages `private, no-store` for browsers,
 * which stays true; this header only tells the server's own cache, which removes it before the answer leaves.
 */
export const SHAREABLE_HEADER = "x-micro-cache-shareable";

/** The seconds a per-request page may be shared for, from its SHAREABLE_HEADER value (at most an hour), else 0. */
export function shareableSeconds(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === "string" && /^\d{1,4}$/.test(raw) ? Math.min(Number(raw), 3600) : 0;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "x-micro-cache", SHAREABLE_HEADER]);

/**
 * A shared-cacheable page: 200, nothing private, no cookie set, and either `s-maxage` in Cache-Control (prerendered or
 * ISR) or `shareable` (a per-request page the proxy marked, see SHAREABLE_HEADER).
 */
export function isCacheableResponse(status: number, headers: Record<string, string | string[] | number | undefined>, shareable = false): boolean {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  const control = String(headers["cache-control"] ?? "").toLowerCase();
  if (!shareable && (!/\bs-maxage=\d+/.test(control) || /\b(?:private|no-store|no-cache)\b/.test(control))) return false;
  const vary = String(headers.vary ?? "").toLowerCase();
  // Vary on anything but the coding and the router headers (already excluded above) would need its own key.
  return vary.split(",").every((name) => ["", "accept-encoding", "rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"].includes(name.trim()));
}

/** Response headers worth replaying: hop-by-hop and per-response headers dropped, values as strings. */
export function storableHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    out[name.toLowerCase()] = typeof value === "number" ? String(value) : value;
  }
  return out;
}

/** Whether a conditional request matches the stored validator (If-None-Match against ETag). */
export function isNotModified(request: CacheableRequest, stored: StoredResponse): boolean {
  const etag = stored.headers.etag;
  const wanted = header(request.headers, "if-none-match");
  if (typeof etag !== "string" || !wanted) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return wanted.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/** A size- and count-bounded LRU of responses with a time to live. */
export class MicroCache {
  private readonly entries = new Map<string, StoredResponse>();
  private bytes = 0;
  /** When the cache was last cleared: a sibling's page stored before that is not taken (see `adopt`). */
  private clearedAt = -Infinity;

  constructor(
    readonly options: MicroCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.options.ttlSeconds > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** The fresh entry of a key. */
  get(key: string): StoredResponse | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.response : undefined;
  }

  /** The entry of a key, fresh or stale (expired but within its stale window); past that window it is forgotten. */
  lookup(key: string): { response: StoredResponse; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { response: entry, fresh: entry.expiresAt > now };
  }

  /** Stores a response for the cache's time to live, or `ttlSeconds` when given (a shareable per-request page). */
  set(key: string, response: Pick<StoredResponse, "status" | "headers" | "body">, ttlSeconds = this.options.ttlSeconds): boolean {
    if (!this.enabled || ttlSeconds <= 0 || response.body.length > this.options.maxEntryBytes) return false;
    this.delete(key);
    const storedAt = this.now();
    const expiresAt = storedAt + ttlSeconds * 1000;
    this.entries.set(key, { ...response, storedAt, expiresAt, staleUntil: expiresAt + this.options.staleSeconds * 1000 });
    this.bytes += response.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  /** A stored page as it travels to sibling workers (ADR 76): what `set` kept, with the lifetime it was given. */
  sharedEntry(key: string): SharedEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const { status, headers, body, storedAt, expiresAt } = entry;
    return { key, status, headers, body, seconds: (expiresAt - storedAt) / 1000, storedAt };
  }

  /**
   * Takes a page a sibling worker stored (ADR 76) for what is left of its lifetime, unless this cache was cleared
   * since (a publish reached it after the sibling rendered the page: the page is already out of date).
   */
  adopt(entry: SharedEntry): boolean {
    if (entry.storedAt <= this.clearedAt) return false;
    const left = entry.seconds - (this.now() - entry.storedAt) / 1000;
    return left > 0 && this.set(entry.key, { status: entry.status, headers: entry.headers, body: Buffer.from(entry.body.buffer, entry.body.byteOffset, entry.body.byteLength) }, left);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.clearedAt = this.now();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

/** A page one worker stored, as it travels to its siblings (ADR 76): its key, response, lifetime and when it was stored. */
export interface SharedEntry {
  key: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Uint8Array;
  seconds: number;
  storedAt: number;
}

const isHeaderValue = (value: unknown) => typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

/** A well-formed SharedEntry, or undefined (anything else on the channel is not ours). */
export function parseSharedEntry(value: unknown): SharedEntry | undefined {
  if (!value || typeof value !== "object") return undefined;
  const entry = value as Partial<SharedEntry>;
  const numbers = [entry.status, entry.seconds, entry.storedAt];
  if (typeof entry.key !== "string" || !(entry.body instanceof Uint8Array) || !numbers.every((n) => typeof n === "number" && Number.isFinite(n))) return undefined;
  if (!entry.headers || typeof entry.headers !== "object" || !Object.values(entry.headers).every(isHeaderValue)) return undefined;
  return entry as SharedEntry;
}

const REGISTRY_KEY = "voltline.microCache";

/** The process's cache, shared by the HTTP server and route handlers (the publish webhook purges it). */
export function processMicroCache(create: () => MicroCache): MicroCache {
  return globalRegistry(REGISTRY_KEY, create)();
}

/** Drops every stored response (after a publish); a no-op when the site runs without the micro-cache (`next start`). */
export function purgeMicroCache(): void {
  existingGlobal<MicroCache>(REGISTRY_KEY)?.clear();
}
