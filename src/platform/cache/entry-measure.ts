// Next's IncrementalCache.set measures every entry it is given with `JSON.stringify(value).length`, to refuse data-cache
// (fetch) entries over 2 MB. It does so for page entries too, where the number is not used: a page's RSC payload is a
// Buffer, which Buffer#toJSON turns into an array of numbers (85 KB of RSC -> ~300 KB of JSON text and the garbage of
// 85,000 numbers), and its HTML a string of ~110 KB whose flight scripts are full of quotes and backslashes, each
// escaped again. Together that was about 7% of a product page's first render plus much of the GC (issue 15, ADR 45),
// then, with the buffers measured by their length, still ~1 ms of a ~26 ms render for the HTML alone (ADR 70, third
// amendment). `cheapEntryMeasure` patches the class once (from an instance the handler is given): while Next measures
// an entry that is not a data-cache entry, which it does synchronously before its first await, the entry stringifies
// as a few bytes. Data-cache entries are measured as before. Nothing stored changes.
type Entry = { kind?: unknown; rscData?: unknown; body?: unknown } | null | undefined;
type SetContext = { fetchCache?: boolean } | undefined;
type CacheSet = (this: unknown, key: string, data: Entry, context: SetContext) => unknown;

const PATCHED = Symbol.for("voltline.cheapEntryMeasure");

/** What a page or route entry stringifies as while Next measures it (the number is not used for such entries). */
function unmeasured(this: { kind?: unknown }) {
  return { kind: this.kind, measured: false };
}

/** A page, route or other response entry, whose JSON form Next builds only to measure it; not a data-cache entry. */
function isUnmeasuredEntry(data: Entry, context: SetContext): data is NonNullable<Entry> {
  return !context?.fetchCache && !!data && typeof data === "object" && !Object.hasOwn(data, "toJSON");
}

/** Wraps `set` of the instance's class (once); returns whether the class is now patched. */
export function cheapEntryMeasure(cache: unknown): boolean {
  if (!cache || typeof cache !== "object") return false;
  const proto = Object.getPrototypeOf(cache) as Record<PropertyKey, unknown> | null;
  if (!proto || typeof proto.set !== "function") return false;
  if (proto[PATCHED]) return true;
  const original = proto.set as CacheSet;
  proto.set = function set(this: unknown, key: string, data: Entry, context: SetContext) {
    const patch = isUnmeasuredEntry(data, context);
    if (patch) Object.defineProperty(data, "toJSON", { value: unmeasured, configurable: true, enumerable: false, writable: true });
    try {
      return original.call(this, key, data, context);
    } finally {
      if (patch) delete (data as { toJSON?: unknown }).toJSON;
    }
  };
  proto[PATCHED] = true;
  return true;
}

/** The IncrementalCache Next created last (each request makes one; they share a class). */
export function currentIncrementalCache(): unknown {
  return (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
}
