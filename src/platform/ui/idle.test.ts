import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the work in an idle callback, with a deadline, and cancels it", () => {
    const callbacks = new Map<number, () => void>();
    const requestIdleCallback = vi.fn((callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2_000);
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancelIdleCallback = vi.fn((handle: number) => callbacks.delete(handle));
    vi.stubGlobal("window", { requestIdleCallback, cancelIdleCallback });
    const run = vi.fn();
    whenIdle(run);
    const stop = whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    stop();
    expect(cancelIdleCallback).toHaveBeenCalledWith(2);
    for (const callback of callbacks.values()) callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("falls back to a short timer where the browser has no idle callbacks", () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", {
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    });
    const run = vi.fn();
    whenIdle(run);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
