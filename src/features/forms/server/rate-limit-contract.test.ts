// The forms' rate limit port (issue 13, ADR 33 amendment): the in-memory adapter and the Redis adapter keep the same
// contract; the Redis one is shared by every instance and, while Redis fails, still limits (in memory) and never throws.
// The Redis cases run against REDIS_TEST_URL (default redis://127.0.0.1:6379) when it answers.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { redisReachable, redisTestUrl } from "@/platform/testing/redis";
import { clusterRateLimitStore, primaryRateLimits, type RateLimitQuestion } from "@/platform/rate-limit/cluster";
import { formsRateLimiter, memoryRateLimitStore, RateLimiter, type RateLimit, type RateLimitStore } from "./rate-limit";
import { createRedisRateLimiter } from "./rate-limit-redis";

const redisUp = await redisReachable(redisTestUrl);
const LIMIT: RateLimit = { count: 3, windowMs: 60_000 };
const client = () => `203.0.113.${randomBytes(1)[0]}-${randomBytes(6).toString("hex")}`;
const opened: RateLimitStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close?.()));
});

function rateLimitContract(create: () => RateLimitStore) {
  it("lets `count` requests of a client through per window, then says how long to wait", async () => {
    const limiter = create();
    const who = client();
    for (let i = 0; i < LIMIT.count; i += 1) expect(await limiter.take(who)).toEqual({ ok: true });
    const refused = await limiter.take(who);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("counts each client on its own", async () => {
    const limiter = create();
    const first = client();
    for (let i = 0; i <= LIMIT.count; i += 1) await limiter.take(first);
    expect(await limiter.take(client())).toEqual({ ok: true });
  });
}

describe("forms rate limit in memory", () => {
  rateLimitContract(() => memoryRateLimitStore(new RateLimiter(LIMIT)));
});

describe("forms rate limit counted by the primary of several workers", () => {
  rateLimitContract(() => {
    const primary = primaryRateLimits();
    return clusterRateLimitStore({ name: "forms", limit: LIMIT, ask: async (question: RateLimitQuestion) => primary.answer(question) });
  });
});

describe.skipIf(!redisUp)("forms rate limit on Redis", () => {
  const prefix = `test-forms-rate-${process.pid}-${randomBytes(3).toString("hex")}:`;
  const redis = (url = redisTestUrl) => {
    const store = createRedisRateLimiter({ url, keyPrefix: prefix, limit: LIMIT });
    opened.push(store);
    return store;
  };

  rateLimitContract(() => redis());

  it("is one limit for every instance sharing the Redis", async () => {
    const [one, two] = [redis(), redis()];
    const who = client();
    expect(await one.take(who)).toEqual({ ok: true });
    expect(await two.take(who)).toEqual({ ok: true });
    expect(await one.take(who)).toEqual({ ok: true });
    expect((await two.take(who)).ok).toBe(false);
    expect((await one.take(who)).ok).toBe(false);
  });

  it("is chosen when REDIS_URL is set", async () => {
    const env = { REDIS_URL: redisTestUrl, REDIS_KEY_PREFIX: prefix.replace(/:$/, "-env:"), FORMS_RATE_LIMIT: "2/60" };
    const who = client();
    const other = createRedisRateLimiter({ url: redisTestUrl, keyPrefix: env.REDIS_KEY_PREFIX, limit: { count: 2, windowMs: 60_000 } });
    opened.push(other);
    expect(await formsRateLimiter(env)!.take(who)).toEqual({ ok: true });
    expect(await other.take(who)).toEqual({ ok: true });
    expect((await formsRateLimiter(env)!.take(who)).ok).toBe(false);
    await formsRateLimiter(env)!.close?.();
    // Back to the in-memory default without REDIS_URL.
    expect(formsRateLimiter({ FORMS_RATE_LIMIT: "2/60" })).toBeDefined();
  });
});

describe("forms rate limit with Redis down", () => {
  // Nothing listens on port 1: every command fails at once.
  const down = () => {
    const store = createRedisRateLimiter({ url: "redis://127.0.0.1:1", keyPrefix: "test-down:", limit: LIMIT });
    opened.push(store);
    return store;
  };

  rateLimitContract(down);

  it("still refuses a client over the limit (counted in this process), without an error", async () => {
    const limiter = down();
    const who = client();
    const verdicts = [];
    for (let i = 0; i < LIMIT.count + 2; i += 1) verdicts.push(await limiter.take(who));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, false, false]);
  });
});
