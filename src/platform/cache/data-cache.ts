// Next's data cache for reads that may be minutes old (S4 trending): shared by requests, and a prerendered page that
// makes such a read is regenerated as often (ISR); outside a Next request (tests, scripts) the read simply runs.
import "server-only";
import { unstable_cache } from "next/cache";

/**
 * `read`'s result in Next's data cache under `key`, with `tags` for revalidation and `revalidate` seconds (or
 * `false`: until a tag is revalidated). A failing read is not cached and its error reaches the caller.
 */
export async function cachedRead<T>(key: readonly string[], read: () => Promise<T>, options: { tags?: string[]; revalidate: number | false }): Promise<T> {
  let started = false;
  const run = unstable_cache(
    () => {
      started = true;
      return read();
    },
    [...key],
    options,
  );
  try {
    return await run();
  } catch (error) {
    if (started) throw error;
    return read();
  }
}

/** `read`'s result cached under `key` for `seconds`. */
export function cachedFor<T>(seconds: number, key: readonly string[], read: () => Promise<T>): Promise<T> {
  return cachedRead(key, read, { revalidate: seconds });
}
