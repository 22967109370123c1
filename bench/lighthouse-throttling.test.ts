import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript bench module (Lighthouse loads it without a TypeScript loader)
import { mobileThrottlingWith, slowdownFor } from "./lighthouse-throttling.mjs";

describe("slowdownFor", () => {
  it("simulates a machine of the given benchmarkIndex from the one measured here", () => {
    expect(slowdownFor(3200, 1600, undefined)).toBe(8);
    expect(slowdownFor(3800, 1600, undefined)).toBe(9.5);
    expect(slowdownFor(1600, 1600, 8)).toBe(4);
    // a machine slower than the simulated one is not made faster than no throttling
    expect(slowdownFor(300, 1600, undefined)).toBe(1);
  });

  it("falls back to the fixed multiplier, or Lighthouse's default, before an index is measured or without a target", () => {
    expect(slowdownFor(0, 1600, 8)).toBe(8);
    expect(slowdownFor(3200, undefined, 6)).toBe(6);
    expect(slowdownFor(3200, undefined, undefined)).toBeUndefined();
  });
});

describe("mobileThrottlingWith", () => {
  it("keeps Lighthouse's mobile network figures with the multiplier, and nothing without one", () => {
    expect(mobileThrottlingWith(9.5).throttling).toMatchObject({ rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 9.5 });
    expect(mobileThrottlingWith(undefined)).toEqual({});
  });
});
