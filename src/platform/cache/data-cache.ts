// Next's data cache for reads that may be minutes old (S4 trending): shared by requests, and a prerendered page that
// makes such a read is regenerated as often (ISR); outside a Next request (tests, scripts) the read simply runs.
import "server-only";
import { unstable_cache } from "next/cache";

/** `read`'s result cached under `key` for `seconds`; a failing read is not cached and its error reaches the caller. */
export async function cachedFor<T>(seconds: number, key: readonly string[], read: () => Promise<T>): Promise<T> {
  let started = false;
  const run = unstable_cache(
    () => {
      started = true;
      return read();
    },
    [...key],
    { revalidate: seconds },
  );
  try {
    return await run();
  } catch (error) {
    if (started) throw error;
    return read();
  }
}
