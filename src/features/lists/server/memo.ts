// Short-lived, bounded memos of what every list request reads and rarely changes (bench:lists, ADR 43): the brand's
// list flags and the cards of products. The brand read goes through the content data cache, whose answer is the whole
// brand with its navigation; a product card is resolved from the catalogue in the locale. Both are kept a little
// while in this process: a brand flag or a catalogue change shows within LIST_MEMO_TTL_MS.
import "server-only";
import { LRUCache } from "lru-cache";

/** How long a memoised brand flag or product card is used. */
export const LIST_MEMO_TTL_MS = 30_000;

/** A memo of async reads: concurrent misses share one read; a failed read is not kept. */
export function memoOf<V extends object | string | number | boolean>(max: number, ttl = LIST_MEMO_TTL_MS) {
  const values = new LRUCache<string, V>({ max, ttl });
  const pending = new Map<string, Promise<V>>();
  return {
    async get(key: string, read: () => Promise<V>): Promise<V> {
      const known = values.get(key);
      if (known !== undefined) return known;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const reading = read()
        .then((value) => {
          values.set(key, value);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, reading);
      return reading;
    },
    /** The value kept for a key, without reading. */
    peek(key: string): V | undefined {
      return values.get(key);
    },
    set(key: string, value: V): void {
      values.set(key, value);
    },
    clear(): void {
      values.clear();
    },
  };
}
