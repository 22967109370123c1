// The rate limits of several workers behind one port (WEB_CONCURRENCY, ADR 76 amendment): without Redis each worker
// counted a client's requests on its own, so the limit let through as many times more as there were workers. The
// primary counts for all of them (`primaryRateLimits`, a service of the primary); a worker asks it for each request
// (`clusterRateLimitStore`) and counts in its own memory only when no answer comes (never a 5xx, never an open door).
// The primary loads this module, so it stays free of the site's code: the fixed window and the cluster messages only.
import { askPrimary, type PrimaryService } from "@/platform/server/cluster";
import { RateLimiter, type RateLimit, type RateVerdict } from "./fixed-window";

export const RATE_LIMIT_TOPIC = "rate-limit";

/** A worker's question: count one request of `key` against the limit called `name`. */
export interface RateLimitQuestion {
  name: string;
  limit: RateLimit;
  key: string;
}

const isLimit = (value: unknown): value is RateLimit =>
  !!value && typeof value === "object" && Number.isSafeInteger((value as RateLimit).count) && (value as RateLimit).count > 0 && Number.isSafeInteger((value as RateLimit).windowMs) && (value as RateLimit).windowMs > 0;

const isQuestion = (value: unknown): value is RateLimitQuestion =>
  !!value && typeof value === "object" && typeof (value as RateLimitQuestion).name === "string" && typeof (value as RateLimitQuestion).key === "string" && isLimit((value as RateLimitQuestion).limit);

const isRateVerdict = (value: unknown): value is RateVerdict =>
  !!value &&
  typeof value === "object" &&
  ((value as RateVerdict).ok === true || ((value as RateVerdict).ok === false && Number.isFinite((value as { retryAfterSeconds?: unknown }).retryAfterSeconds)));

/** The primary's count of every limit its workers ask about, one fixed window per limit (name and value) and client. */
export function primaryRateLimits(now: () => number = Date.now): PrimaryService {
  const limiters = new Map<string, RateLimiter>();
  return {
    topic: RATE_LIMIT_TOPIC,
    answer(payload) {
      if (!isQuestion(payload)) return undefined;
      const { name, limit, key } = payload;
      const id = `${name}\u0000${limit.count}/${limit.windowMs}`;
      let limiter = limiters.get(id);
      if (!limiter) limiters.set(id, (limiter = new RateLimiter(limit, now)));
      return limiter.take(key);
    },
  };
}

export interface ClusterRateLimitOptions {
  name: string;
  limit: RateLimit;
  /** How a question reaches the primary (tests pass the primary's service directly). */
  ask?: (question: RateLimitQuestion) => Promise<unknown>;
  /** This worker's own count, used when the primary does not answer. */
  fallback?: RateLimiter;
}

/** A worker's adapter of the rate limit port: the primary counts; this process's memory when it cannot. */
export function clusterRateLimitStore({ name, limit, ask = (question) => askPrimary(RATE_LIMIT_TOPIC, question), fallback = new RateLimiter(limit) }: ClusterRateLimitOptions) {
  return {
    limit,
    async take(key: string): Promise<RateVerdict> {
      const answer = await ask({ name, limit, key }).catch(() => undefined);
      return isRateVerdict(answer) ? answer : fallback.take(key);
    },
  };
}
