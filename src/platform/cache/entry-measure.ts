// Next's IncrementalCache.set measures every entry it is given with `JSON.stringify(value).length`, to refuse data-cache
// (fetch) entries over 2 MB. It does so for page entries too, where the number is not used, and a page's RSC payload
// is a Buffer: Buffer#toJSON turns each byte into a number in an array (85 KB of RSC -> ~300 KB of JSON text and the
// garbage of 85,000 numbers). That was about 7% of a product page's first render plus much of the GC (issue 15,
// ADR 45). `cheapEntryMeasure` patches the class once (from an instance the handler is given): for an entry that is not
// a data-cache entry, the entry's buffers stringify as their length while Next measures it, which it does synchronously
// before its first await. Data-cache entries are measured as before. Nothing else of the entry changes.
type Entry = { kind?: unknown; rscData?: unknown; body?: unknown } | null | undefined;
type SetContext = { fetchCache?: boolean } | undefined;
type CacheSet = (this: unknown, key: string, data: Entry, context: SetContext) => unknown;

const PATCHED = Symbol.for("voltline.cheapEntryMeasure");

function bufferSize(this: Buffer) {
  return { type: "Buffer", bytes: this.length };
}

/** The buffers of a page or route handler entry whose JSON form Next builds only to measure it. */
function buffersOf(data: Entry): Buffer[] {
  if (!data || typeof data !== "object") return [];
  return [data.rscData, data.body].filter((value): value is Buffer => Buffer.isBuffer(value));
}

/** Wraps `set` of the instance's class (once); returns whether the class is now patched. */
export function cheapEntryMeasure(cache: unknown): boolean {
  if (!cache || typeof cache !== "object") return false;
  const proto = Object.getPrototypeOf(cache) as Record<PropertyKey, unknown> | null;
  if (!proto || typeof proto.set !== "function") return false;
  if (proto[PATCHED]) return true;
  const original = proto.set as CacheSet;
  proto.set = function set(this: unknown, key: string, data: Entry, context: SetContext) {
    const buffers = context?.fetchCache ? [] : buffersOf(data);
    for (const buffer of buffers) Object.defineProperty(buffer, "toJSON", { value: bufferSize, configurable: true, enumerable: false });
    try {
      return original.call(this, key, data, context);
    } finally {
      for (const buffer of buffers) delete (buffer as { toJSON?: unknown }).toJSON;
    }
  };
  proto[PATCHED] = true;
  return true;
}

/** The IncrementalCache Next created last (each request makes one; they share a class). */
export function currentIncrementalCache(): unknown {
  return (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
}
