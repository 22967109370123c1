// The last-good decorator of remote adapters (E3, ADR 30): one piece for the content, catalogue and search ports.
import path from "node:path";
import { createLastGood, type LastGood } from "./last-good";
import { lastGoodConfig } from "./config";
import { createSnapshotStore } from "./snapshot-store";

export { createLastGood, type LastGood, type LastGoodOptions } from "./last-good";
export { createSnapshotStore, type SnapshotStore } from "./snapshot-store";
export { isHttpOutage, httpStatusOf } from "./outage";
export { LAST_GOOD_ENV, lastGoodConfig, type LastGoodConfig } from "./config";
export { freshOrThrow, isStaleAnswer, markStale, trackStaleness } from "./staleness";

/** JSON with object keys sorted, so equal arguments make equal keys whatever order a caller wrote them in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The key of one read: the method and its arguments. */
export const readKey = (method: string, args: readonly unknown[]) => stableJson([method, ...args]);

type AsyncMethods<P> = { [K in keyof P]: P[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof P];

/**
 * `inner` with each listed method read through `lastGood` (key: method + arguments, or `keyOf`); `bypass` sends a call
 * straight to `inner` (drafts, personal reads), other members are `inner`'s own.
 */
export function withLastGood<P extends object>(
  inner: P,
  lastGood: LastGood,
  methods: readonly AsyncMethods<P>[],
  bypass: (method: string, args: unknown[]) => boolean = () => false,
  keyOf: (method: string, args: unknown[]) => string = readKey,
): P {
  const decorated = Object.create(null) as Record<string, unknown>;
  for (const [name, member] of Object.entries(inner)) decorated[name] = typeof member === "function" ? (member as (...a: unknown[]) => unknown).bind(inner) : member;
  for (const method of methods) {
    const name = String(method);
    const call = (inner[method] as (...args: unknown[]) => Promise<unknown>).bind(inner);
    // The adapter gets its own copy of the arguments: a client that fills in defaults (algoliasearch does) must not change the key.
    decorated[name] = (...args: unknown[]) => (bypass(name, args) ? call(...args) : lastGood.read(keyOf(name, args), () => call(...structuredClone(args))));
  }
  return decorated as P;
}

/** A new last-good keeper of one service, configured from the environment: snapshots in `{SNAPSHOT_DIR}/{service}`. */
export function lastGoodFor(service: string, isOutage: (error: unknown) => boolean, env: Record<string, string | undefined> = process.env): LastGood {
  const config = lastGoodConfig(env);
  const store = config.dir ? createSnapshotStore({ dir: path.join(config.dir, service), maxBytes: config.maxBytes, maxEntryBytes: config.maxEntryBytes }) : undefined;
  return createLastGood({ service, store, deadlineMs: config.deadlineMs, coolDownMs: config.coolDownMs, memory: config.memory, isOutage });
}

const registry = globalThis as typeof globalThis & { __voltlineLastGood?: Map<string, LastGood> };

/**
 * The process's one keeper of a service. Next loads a module once per layer (proxy, pages, route handlers,
 * instrumentation): kept on globalThis, every layer shares one memory copy and one circuit, so an outage costs one
 * deadline per process, not one per layer.
 */
export function sharedLastGoodFor(service: string, isOutage: (error: unknown) => boolean, env: Record<string, string | undefined> = process.env): LastGood {
  const keepers = (registry.__voltlineLastGood ??= new Map());
  let keeper = keepers.get(service);
  if (!keeper) keepers.set(service, (keeper = lastGoodFor(service, isOutage, env)));
  return keeper;
}
