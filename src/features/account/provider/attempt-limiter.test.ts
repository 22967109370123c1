import { describe, expect, it } from "vitest";
import { AttemptLimiter, attemptKey, clientKey, DEFAULT_CLIENT_LIMITS, minutesToWait } from "./attempt-limiter";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const options = { maxFailures: 3, windowMs: 10_000, lockMs: 60_000, maxKeys: 100 };

describe("AttemptLimiter (A1: sign-in attempts are limited)", () => {
  it("locks a key after the allowed failures, for the lock time, then lets it try again", () => {
    const time = clock();
    const limiter = new AttemptLimiter(options, time.now);
    expect(limiter.fail("a")).toBe(0);
    expect(limiter.fail("a")).toBe(0);
    expect(limiter.retryAfterMs("a")).toBe(0);
    expect(limiter.fail("a")).toBe(60_000);
    time.advance(59_000);
    expect(limiter.retryAfterMs("a")).toBe(1_000);
    expect(limiter.retryAfterMs("b")).toBe(0);
    time.advance(1_000);
    expect(limiter.retryAfterMs("a")).toBe(0);
    // Counting starts over after a lock.
    expect(limiter.fail("a")).toBe(0);
  });

  it("forgets failures older than the window", () => {
    const time = clock();
    const limiter = new AttemptLimiter(options, time.now);
    limiter.fail("a");
    limiter.fail("a");
    time.advance(10_000);
    expect(limiter.fail("a")).toBe(0);
    expect(limiter.fail("a")).toBe(0);
    expect(limiter.fail("a")).toBe(60_000);
  });

  it("clears a key's failures on success", () => {
    const limiter = new AttemptLimiter(options, clock().now);
    limiter.fail("a");
    limiter.fail("a");
    limiter.succeed("a");
    expect(limiter.fail("a")).toBe(0);
    expect(limiter.fail("a")).toBe(0);
  });

  it("remembers at most maxKeys keys, forgetting the oldest", () => {
    const limiter = new AttemptLimiter({ ...options, maxFailures: 1, maxKeys: 2 }, clock().now);
    limiter.fail("a");
    limiter.fail("b");
    limiter.fail("c");
    expect(limiter.retryAfterMs("a")).toBe(0);
    expect(limiter.retryAfterMs("b")).toBeGreaterThan(0);
    expect(limiter.retryAfterMs("c")).toBeGreaterThan(0);
  });

  it("keeps a lock while made-up addresses fill the memory: unlocked keys go first", () => {
    const limiter = new AttemptLimiter({ ...options, maxKeys: 3 }, clock().now);
    for (let i = 0; i < 3; i++) limiter.fail("victim");
    expect(limiter.retryAfterMs("victim")).toBe(60_000);
    for (let i = 0; i < 50; i++) limiter.fail(`made-up-${i}`);
    expect(limiter.retryAfterMs("victim")).toBe(60_000);
  });

  it("keys an address without case or surrounding space, and rounds waits up to whole minutes", () => {
    expect(attemptKey("  Distributor@Voltline.example ")).toBe("distributor@voltline.example");
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60_000)).toBe(1);
    expect(minutesToWait(60_001)).toBe(2);
    expect(minutesToWait(0)).toBe(1);
  });
});

describe("issue 12 item 11: the per-client limit", () => {
  it("keys IPv4 clients by address and IPv6 clients by their /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("locks a client spraying one password over many addresses, while each address stays under its own limit", () => {
    const time = clock();
    const perAddress = new AttemptLimiter({ maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000, maxKeys: 10_000 }, time.now);
    const perClient = new AttemptLimiter(DEFAULT_CLIENT_LIMITS, time.now);
    let lockedAfter = 0;
    for (let i = 1; i <= 100 && !lockedAfter; i += 1) {
      expect(perAddress.fail(`user${i}@voltline.example`)).toBe(0);
      if (perClient.fail("203.0.113.7") > 0) lockedAfter = i;
    }
    expect(lockedAfter).toBe(DEFAULT_CLIENT_LIMITS.maxFailures);
    expect(perClient.retryAfterMs("203.0.113.7")).toBe(DEFAULT_CLIENT_LIMITS.lockMs);
    expect(perClient.retryAfterMs("198.51.100.1")).toBe(0);
  });

  it("keeps memory bounded: at most maxKeys clients are remembered, locked ones last", () => {
    const time = clock();
    const fresh = new AttemptLimiter({ maxFailures: 2, windowMs: 60_000, lockMs: 60_000, maxKeys: 50 }, time.now);
    fresh.fail("locked-client");
    fresh.fail("locked-client");
    for (let i = 0; i < 5_000; i += 1) fresh.fail(`10.0.${i >> 8}.${i & 255}`);
    expect(fresh.retryAfterMs("locked-client")).toBe(60_000);
    expect((fresh as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(50);
  });
});
