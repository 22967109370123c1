import { describe, expect, it } from "vitest";
import { parseRateLimit, RateLimiter } from "./rate-limit";

describe("issue 13: submissions per client", () => {
  it("lets `count` through per window, then says how long to wait", () => {
    let clock = 0;
    const limiter = new RateLimiter({ count: 2, windowMs: 60_000 }, () => clock);
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toEqual({ ok: true });
    clock = 15_000;
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limiter.take("b")).toEqual({ ok: true });
    clock = 60_000;
    expect(limiter.take("a")).toEqual({ ok: true });
  });

  it("stays bounded however many clients come", () => {
    const limiter = new RateLimiter({ count: 1, windowMs: 60_000 }, () => 0, 100);
    for (let i = 0; i < 1_000; i += 1) limiter.take(`client-${i}`);
    expect((limiter as unknown as { windows: { size: number } }).windows.size).toBe(100);
  });

  it("reads FORMS_RATE_LIMIT", () => {
    expect(parseRateLimit(undefined)).toEqual({ count: 10, windowMs: 600_000 });
    expect(parseRateLimit("1000 / 1")).toEqual({ count: 1000, windowMs: 1000 });
    expect(parseRateLimit("off")).toBeUndefined();
    expect(() => parseRateLimit("ten")).toThrow(/FORMS_RATE_LIMIT/);
  });
});
