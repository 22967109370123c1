// The per-client limit on form submissions (issue 13, spam): a fixed window per client key. Checked before the body
// is read, so a refused client costs no parsing. FORMS_RATE_LIMIT is `<count>/<seconds>` (default 10/600) or `off`.
// A port with three adapters: in memory (a bounded LRU: a flood of addresses evicts the oldest keys instead of growing
// the process), the default of one process; counted by the primary for every worker when WEB_CONCURRENCY starts
// several (ADR 76 amendment); and Redis when REDIS_URL is set, shared by every instance (./rate-limit-redis.ts). The
// last two fall back to the in-memory count while their counter fails (never a 5xx, never an open door; ADR 33
// amendment).
import { RateLimiter, type RateLimit, type RateVerdict } from "@/platform/rate-limit/fixed-window";
import { clusterRateLimitStore } from "@/platform/rate-limit/cluster";
import { hasSiblings } from "@/platform/server/cluster";
import { redisKeyPrefix } from "@/platform/redis";
import { createRedisRateLimiter } from "./rate-limit-redis";

export { MAX_TRACKED_CLIENTS, RateLimiter, type RateLimit, type RateVerdict } from "@/platform/rate-limit/fixed-window";

export const DEFAULT_FORMS_RATE_LIMIT: RateLimit = { count: 10, windowMs: 10 * 60_000 };

/** Parses FORMS_RATE_LIMIT (or another limit's variable); undefined means no limit (`off`). Throws on anything else, so a typo stops the server. */
export function parseRateLimit(value: string | undefined, fallback: RateLimit = DEFAULT_FORMS_RATE_LIMIT, variable = "FORMS_RATE_LIMIT"): RateLimit | undefined {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return fallback;
  if (text === "off" || text === "0") return undefined;
  const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`${variable} must be "<count>/<seconds>" (e.g. 10/600) or "off", not "${value}"`);
  return { count: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

/** The port: counts one request of `key` against the limit. Never rejects (an adapter's failure is its own to absorb). */
export interface RateLimitStore {
  readonly limit: RateLimit;
  take(key: string): Promise<RateVerdict>;
  close?(): Promise<void>;
}

/** The in-memory adapter behind the port. */
export function memoryRateLimitStore(limiter: RateLimiter): RateLimitStore {
  return { limit: limiter.limit, take: async (key) => limiter.take(key) };
}

// One per process, limit and configuration, shared by every bundle copy of this module.
const store = globalThis as typeof globalThis & { __voltlineRateLimits?: Map<string, { key: string; limiter: RateLimitStore | undefined }> };

/**
 * A per-client limiter configured by an environment variable (`<count>/<seconds>` or `off`, `fallback` when unset):
 * Redis (shared by every instance, keys under `name`) when REDIS_URL is set, else the primary's count when this process
 * is one of several workers, else in memory; undefined when off.
 */
export function envRateLimiter(name: string, variable: string, fallback: RateLimit, env: Record<string, string | undefined> = process.env): RateLimitStore | undefined {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  const key = [env[variable], redisUrl, env.REDIS_KEY_PREFIX].join("\u0000");
  store.__voltlineRateLimits ??= new Map();
  const known = store.__voltlineRateLimits.get(name);
  if (known && known.key === key) return known.limiter;
  const limit = parseRateLimit(env[variable], fallback, variable);
  void known?.limiter?.close?.();
  const keyPrefix = name === "forms" ? redisKeyPrefix(env) : `${redisKeyPrefix(env)}${name}:`;
  const limiter =
    limit &&
    (redisUrl
      ? createRedisRateLimiter({ url: redisUrl, keyPrefix, limit })
      : hasSiblings()
        ? clusterRateLimitStore({ name, limit })
        : memoryRateLimitStore(new RateLimiter(limit)));
  store.__voltlineRateLimits.set(name, { key, limiter });
  return limiter;
}

/** The forms' limiter (FORMS_RATE_LIMIT). */
export function formsRateLimiter(env: Record<string, string | undefined> = process.env): RateLimitStore | undefined {
  return envRateLimiter("forms", "FORMS_RATE_LIMIT", DEFAULT_FORMS_RATE_LIMIT, env);
}
