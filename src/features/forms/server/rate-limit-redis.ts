// The forms' rate limit on Redis (REDIS_URL): one fixed window per client key shared by every server instance, so a
// client spread over several processes behind a balancer gets the limit once, not once per process. INCR counts, the
// first request of a window sets its expiry (PEXPIRE NX), PTTL says how long is left: one round trip (MULTI).
// While Redis fails or is slow (REDIS_RATE_LIMIT_TIMEOUT_MS), the request is counted in this process's memory instead:
// the limit holds per process (as without Redis) and a visitor never gets a 5xx for it.
import { createHash } from "node:crypto";
import { logger } from "@/platform/logging/logger";
import { RateLimiter, type RateLimit, type RateLimitStore, type RateVerdict } from "./rate-limit";

export interface RedisRateLimiterOptions {
  url: string;
  keyPrefix: string;
  limit: RateLimit;
  /** Longest wait for Redis before the in-memory count answers (default 250 ms). */
  timeoutMs?: number;
  /** The fallback (tests pass their own clock). */
  fallback?: RateLimiter;
}

/** A client key as stored: hashed, so Redis holds no address. */
const hashed = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 22);

/** Says a Redis failure once a minute at most, not once per request. */
const WARN_EVERY_MS = 60_000;

export function createRedisRateLimiter({ url, keyPrefix, limit, timeoutMs = 250, fallback = new RateLimiter(limit) }: RedisRateLimiterOptions): RateLimitStore {
  let connecting: Promise<Awaited<ReturnType<typeof open>>> | undefined;
  let warnedAt = -Infinity;

  async function open() {
    const { createClient } = await import("@redis/client");
    let ready = false;
    const redis = createClient({
      url,
      // While Redis is away its commands fail at once (the fallback answers), never queue.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries, cause) => (ready ? Math.min(100 * 2 ** retries, 2_000) : cause) },
    });
    redis.on("error", () => undefined);
    await redis.connect();
    ready = true;
    return redis;
  }

  const client = () =>
    (connecting ??= open().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    }));

  async function shared(key: string): Promise<RateVerdict> {
    const redis = await client();
    const redisKey = `${keyPrefix}forms-rate:${hashed(key)}`;
    const [count, , ttl] = await redis.multi().incr(redisKey).pExpire(redisKey, limit.windowMs, "NX").pTTL(redisKey).exec();
    if (Number(count) <= limit.count) return { ok: true };
    const left = Number(ttl) > 0 ? Number(ttl) : limit.windowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
  }

  return {
    limit,
    async take(key) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
        });
        return await Promise.race([shared(key), timeout]);
      } catch (error) {
        if (performance.now() - warnedAt >= WARN_EVERY_MS) {
          warnedAt = performance.now();
          logger.warn({ err: error }, "forms rate limit: Redis unavailable, counting in this process meanwhile");
        }
        return fallback.take(key);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const pending = connecting;
      connecting = undefined;
      const redis = await pending?.catch(() => undefined);
      if (redis?.isOpen) await redis.close();
    },
  };
}
