// Query-ID cache (S5): which search query showed an object, so a later conversion carries that queryID.
// Pure functions over a plain record, persisted by the browser module in localStorage.
import { INSIGHTS } from "@/config/constants";

/** `${index}\u0000${objectID}` -> [queryID, time the object was clicked or shown, ms]. */
export type QueryIdCache = Record<string, [queryId: string, at: number]>;

export const QUERY_ID_CACHE_KEY = "voltline-insights-query-ids";

const key = (index: string, objectID: string) => `${index}\u0000${objectID}`;

/** Remembers queryIDs for objects; past `max` entries the oldest `trim` (about 1000) go, so storage stays bounded. */
export function rememberQueryId(
  cache: QueryIdCache,
  index: string,
  objectIDs: readonly string[],
  queryId: string,
  now: number,
  limits: { max: number; trim: number } = { max: INSIGHTS.queryIdCacheMax, trim: INSIGHTS.queryIdCacheTrim },
): QueryIdCache {
  const next: QueryIdCache = { ...cache };
  for (const objectID of objectIDs) next[key(index, objectID)] = [queryId, now];
  const entries = Object.entries(next);
  if (entries.length <= limits.max) return next;
  entries.sort(([, a], [, b]) => b[1] - a[1]);
  return Object.fromEntries(entries.slice(0, entries.length - limits.trim));
}

export function queryIdFor(cache: QueryIdCache, index: string, objectID: string): string | undefined {
  return cache[key(index, objectID)]?.[0];
}

/** Drops an object's entry once its conversion is sent: one search leads to one conversion. */
export function forgetQueryIds(cache: QueryIdCache, index: string, objectIDs: readonly string[]): QueryIdCache {
  const next: QueryIdCache = { ...cache };
  for (const objectID of objectIDs) delete next[key(index, objectID)];
  return next;
}

/** A stored cache, or an empty one when the text is missing or not the expected shape. */
export function parseQueryIdCache(text: string | null): QueryIdCache {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, [string, number]] =>
          Array.isArray(entry[1]) && typeof entry[1][0] === "string" && typeof entry[1][1] === "number",
      ),
    );
  } catch {
    return {};
  }
}
