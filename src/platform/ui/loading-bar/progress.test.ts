import { describe, expect, it } from "vitest";
import { FINISH_HOLD_MS, IDLE, STALL_MS, estimatedProgress, finish, start, tick, view } from "./progress";

describe("U2 loading bar", () => {
  it("U2 stays hidden for the 200 ms throttle, then shows", () => {
    const loading = start(IDLE, 1000);
    expect(view(loading, 1199).visible).toBe(false);
    expect(view(loading, 1200).visible).toBe(true);
  });

  it("U2 a navigation that finishes within the throttle never shows", () => {
    const ended = finish(start(IDLE, 0), 150);
    expect(view(ended, 150).visible).toBe(false);
    expect(tick(ended, 150 + FINISH_HOLD_MS)).toEqual(IDLE);
  });

  it("U2 progress follows a 2 s curve, rising but never complete before finish", () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(1000)).toBeGreaterThan(estimatedProgress(500));
    expect(estimatedProgress(2000)).toBeCloseTo(70.5, 0);
    expect(estimatedProgress(60_000)).toBeLessThan(100);
  });

  it("U2 finishing fills the bar, holds it briefly, then goes idle", () => {
    const ended = finish(start(IDLE, 0), 1000);
    expect(view(ended, 1000)).toEqual({ visible: true, progress: 100, failed: false });
    expect(view(ended, 1000 + FINISH_HOLD_MS).visible).toBe(false);
    expect(tick(ended, 1000 + FINISH_HOLD_MS - 1)).toBe(ended);
    expect(tick(ended, 1000 + FINISH_HOLD_MS)).toEqual(IDLE);
  });

  it("U2 a failure turns the bar to the error state, even inside the throttle window", () => {
    const failed = finish(start(IDLE, 0), 50, true);
    expect(view(failed, 60)).toEqual({ visible: true, progress: 100, failed: true });
  });

  it("U2 a second start while loading keeps the first start time", () => {
    const loading = start(IDLE, 0);
    expect(start(loading, 500)).toBe(loading);
  });

  it("U2 finish without a navigation in progress changes nothing", () => {
    expect(finish(IDLE, 10)).toBe(IDLE);
  });

  it("U2 a navigation that never changes the URL ends quietly", () => {
    const loading = start(IDLE, 0);
    expect(tick(loading, STALL_MS - 1)).toBe(loading);
    expect(tick(loading, STALL_MS)).toMatchObject({ phase: "ended", failed: false });
  });
});
