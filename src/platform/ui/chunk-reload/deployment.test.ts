import { describe, expect, it } from "vitest";
import { DEPLOYMENT_POLL_MS, observeBuildId, pollDue } from "./deployment";

describe("U3 new deployment detection", () => {
  it("U3 the first build id is the baseline, the same id keeps the page fresh", () => {
    const seen = observeBuildId({ stale: false }, "build-a");
    expect(seen).toEqual({ baseline: "build-a", stale: false });
    expect(observeBuildId(seen, "build-a")).toBe(seen);
  });

  it("U3 a different build id marks the page stale for good", () => {
    const stale = observeBuildId({ baseline: "build-a", stale: false }, "build-b");
    expect(stale.stale).toBe(true);
    expect(observeBuildId(stale, "build-a").stale).toBe(true);
  });

  it("U3 an empty answer changes nothing", () => {
    const state = { baseline: "build-a", stale: false };
    expect(observeBuildId(state, "")).toBe(state);
    expect(observeBuildId(state, undefined)).toBe(state);
  });

  it("U3 polls only a visible tab, every 5 minutes", () => {
    expect(pollDue(undefined, 0, true)).toBe(true);
    expect(pollDue(0, DEPLOYMENT_POLL_MS - 1, true)).toBe(false);
    expect(pollDue(0, DEPLOYMENT_POLL_MS, true)).toBe(true);
    expect(pollDue(0, DEPLOYMENT_POLL_MS * 3, false)).toBe(false);
  });
});
