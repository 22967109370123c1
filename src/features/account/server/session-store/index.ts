// The process's SessionStore (A1), chosen once from configuration (config.ts).
import "server-only";
import { getDb } from "@/platform/db";
import { databaseConfig } from "@/platform/db/config";
import { postgresSessionEndBus, redisSessionEndBus } from "./bus";
import { cachedSessionStore, sessionCacheSeconds, type SessionEndBus } from "./cached";
import { sessionStoreConfig } from "./config";
import { createDatabaseSessionStore } from "./database";
import type { SessionStore } from "./port";
import { createRedisSessionStore } from "./redis";

export { SESSION_STORE_ENV } from "./config";
export { SESSION_CACHE_ENV } from "./cached";
export type { SessionAccount, SessionStore, StoredSession } from "./port";

// One store per process, shared by every bundle copy of this module.
const store = globalThis as typeof globalThis & { __voltlineSessionStore?: SessionStore };

export function getSessionStore(env: Record<string, string | undefined> = process.env): SessionStore {
  if (!store.__voltlineSessionStore) {
    const config = sessionStoreConfig(env);
    const inner = config.kind === "redis" ? createRedisSessionStore({ url: config.url, keyPrefix: config.keyPrefix }) : createDatabaseSessionStore(getDb);
    // Sign-outs travel between instances over the store's own server; the embedded database is one process.
    const database = config.kind === "database" ? databaseConfig(env) : undefined;
    const bus: SessionEndBus | undefined =
      config.kind === "redis" ? redisSessionEndBus(config.url, config.keyPrefix) : database?.kind === "postgres" ? postgresSessionEndBus(database.url, database.schema) : undefined;
    store.__voltlineSessionStore = cachedSessionStore(inner, { ttlMs: sessionCacheSeconds(env) * 1000, bus });
  }
  return store.__voltlineSessionStore;
}

/** Closes the process's store (tests); the next getSessionStore() builds it again from the current environment. */
export async function closeSessionStore(): Promise<void> {
  const current = store.__voltlineSessionStore;
  store.__voltlineSessionStore = undefined;
  await current?.close();
}
