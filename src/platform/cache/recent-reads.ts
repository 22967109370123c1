// Reads held in the process for a few seconds (issue 13, ADR 34): for handlers served before Next (the direct routes of
// ADR 34 and ADR 43), where Next's data cache has no request to work in and each call would read its source again.
// Five seconds is the micro-cache's own default freshness (ADR 8): a publish reaches these readers as soon as it reaches
// a warm page. Concurrent callers share one read in flight; a failed read is not kept; at most `max` keys are held.
import { LRUCache } from "lru-cache";

export const RECENT_READ_TTL_MS = 5_000;

export interface RecentReadOptions {
  ttlMs?: number;
  /** Keys held at once (least recently used dropped): bounds what keys a client chooses can cost. */
  max: number;
}

export function recentReads<K extends string, V>(read: (key: K) => Promise<V>, { ttlMs = RECENT_READ_TTL_MS, max }: RecentReadOptions): (key: K) => Promise<V> {
  // LRUCache holds no null or undefined: each value is boxed, so "not found" is kept like any answer.
  const cache = new LRUCache<K, { value: V }>({ max, ttl: ttlMs, fetchMethod: async (key) => ({ value: await read(key) }) });
  return async (key) => {
    const held = await cache.fetch(key);
    if (!held) throw new Error("recent read: nothing read");
    return held.value;
  };
}
