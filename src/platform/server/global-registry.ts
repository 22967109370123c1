// One value per process that the app's bundle and server/main.ts's bundle share (each holds its own copy of the
// modules): kept on globalThis under Symbol.for(key), created by whichever side asks first.

/** The accessor of the process's value under `key`; `init` makes it on the first call from any bundle. */
export function globalRegistry<T>(key: string, init: () => T): () => T {
  const symbol = Symbol.for(key);
  return () => {
    const global = globalThis as Record<symbol, unknown>;
    if (!(symbol in global)) global[symbol] = init();
    return global[symbol] as T;
  };
}

/** The process's value under `key` if any bundle made it, without making it. */
export function existingGlobal<T>(key: string): T | undefined {
  return (globalThis as Record<symbol, unknown>)[Symbol.for(key)] as T | undefined;
}
