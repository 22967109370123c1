// Which SessionStore adapter runs (ARCHITECTURE: sessions): Redis when SESSION_STORE=redis or REDIS_URL is set, else
// the database table.
import { redisKeyPrefix } from "@/platform/redis";

export type SessionStoreConfig = { kind: "database" } | { kind: "redis"; url: string; keyPrefix: string };

export const SESSION_STORE_ENV = [
  { name: "SESSION_STORE", default: "database (redis when REDIS_URL is set)", description: "Where signed-in sessions are kept: `database` (the app's database) or `redis`." },
  { name: "REDIS_URL", default: "(unset)", description: "Redis connection URL (`redis://` or `rediss://`); sessions are kept there unless SESSION_STORE=database." },
] as const;

export function sessionStoreConfig(env: Record<string, string | undefined> = process.env): SessionStoreConfig {
  const kind = env.SESSION_STORE?.trim() || undefined;
  const url = env.REDIS_URL?.trim() || undefined;
  if (kind !== undefined && kind !== "database" && kind !== "redis") throw new Error(`SESSION_STORE '${kind}' is not supported: use database or redis`);
  if (kind === "database" || (kind === undefined && !url)) return { kind: "database" };
  if (!url) throw new Error("SESSION_STORE=redis needs REDIS_URL (e.g. redis://127.0.0.1:6379)");
  if (!/^rediss?:\/\//.test(url)) throw new Error("REDIS_URL must start with redis:// or rediss://");
  return { kind: "redis", url, keyPrefix: redisKeyPrefix(env) };
}
