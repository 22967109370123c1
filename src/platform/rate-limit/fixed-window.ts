// A per-client limit as a fixed window per client key, counted in this process's memory: a bounded LRU, so a flood of
// addresses evicts the oldest keys instead of growing the process. The forms' rate limit port (features/forms) uses it
// as its in-memory adapter and as the Redis adapter's fallback; the primary of several workers counts with it for all
// of them (./cluster.ts).
import { LRUCache } from "lru-cache";

export interface RateLimit {
  count: number;
  windowMs: number;
}

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Client keys remembered at most (each a few dozen bytes). */
export const MAX_TRACKED_CLIENTS = 50_000;

interface Window {
  start: number;
  count: number;
}

/** This process's count of each client key. */
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
