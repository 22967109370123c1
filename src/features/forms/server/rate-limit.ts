// The per-client limit on form submissions (issue 13, spam): a fixed window per client key, kept in memory in a
// bounded LRU (a flood of addresses evicts the oldest keys instead of growing the process). Checked before the body
// is read, so a refused client costs no parsing. FORMS_RATE_LIMIT is `<count>/<seconds>` (default 10/600) or `off`.
import { LRUCache } from "lru-cache";

export interface RateLimit {
  count: number;
  windowMs: number;
}

export const DEFAULT_FORMS_RATE_LIMIT: RateLimit = { count: 10, windowMs: 10 * 60_000 };
/** Client keys remembered at most (each a few dozen bytes). */
export const MAX_TRACKED_CLIENTS = 50_000;

/** Parses FORMS_RATE_LIMIT; undefined means no limit (`off`). Throws on anything else, so a typo stops the server. */
export function parseRateLimit(value: string | undefined): RateLimit | undefined {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return DEFAULT_FORMS_RATE_LIMIT;
  if (text === "off" || text === "0") return undefined;
  const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`FORMS_RATE_LIMIT must be "<count>/<seconds>" (e.g. 10/600) or "off", not "${value}"`);
  return { count: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    maxClients = MAX_TRACKED_CLIENTS,
  ) {
    this.windows = new LRUCache<string, Window>({ max: maxClients });
  }

  /** Counts one request of `key`; refused with the seconds until its window ends once over the limit. */
  take(key: string): RateVerdict {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.limit.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return { ok: true };
    }
    if (window.count >= this.limit.count) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000)) };
    window.count += 1;
    return { ok: true };
  }
}

// One per process and FORMS_RATE_LIMIT value, shared by every bundle copy of this module.
const store = globalThis as typeof globalThis & { __voltlineFormsRate?: { value: string | undefined; limiter: RateLimiter | undefined } };

/** The process's limiter, or undefined when FORMS_RATE_LIMIT is off. */
export function formsRateLimiter(env: Record<string, string | undefined> = process.env): RateLimiter | undefined {
  const value = env.FORMS_RATE_LIMIT;
  if (!store.__voltlineFormsRate || store.__voltlineFormsRate.value !== value) {
    const limit = parseRateLimit(value);
    store.__voltlineFormsRate = { value, limiter: limit && new RateLimiter(limit) };
  }
  return store.__voltlineFormsRate.limiter;
}
