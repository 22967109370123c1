// Tells a caching caller that a read was answered from the last good copy, so it does not keep that answer as fresh
// (Next's data cache would otherwise hold outage content until the next publish).
import { AsyncLocalStorage } from "node:async_hooks";

const tracker = new AsyncLocalStorage<{ stale: boolean }>();

/** Called by the last-good decorator when it serves a kept answer. */
export function markStale(): void {
  const current = tracker.getStore();
  if (current) current.stale = true;
}

/** Runs `read` and says whether any answer it used came from a last good copy. */
export async function trackStaleness<T>(read: () => Promise<T>): Promise<{ value: T; stale: boolean }> {
  const state = { stale: false };
  const value = await tracker.run(state, read);
  return { value, stale: state.stale };
}

/** Thrown through a cache to keep a stale answer out of it; the caller unwraps `value`. */
export class StaleAnswer<T> extends Error {
  constructor(readonly value: T) {
    super("answered from the last good copy");
    this.name = "StaleAnswer";
  }
}

/** `read` for a cache: a stale answer is thrown as StaleAnswer (caches keep no failure) and must be unwrapped. */
export async function freshOrThrow<T>(read: () => Promise<T>): Promise<T> {
  const { value, stale } = await trackStaleness(read);
  if (stale) throw new StaleAnswer(value);
  return value;
}

export function isStaleAnswer(error: unknown): error is StaleAnswer<unknown> {
  return error instanceof StaleAnswer || (error instanceof Error && error.name === "StaleAnswer" && "value" in error);
}
