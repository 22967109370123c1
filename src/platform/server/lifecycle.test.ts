import { afterEach, describe, expect, it, vi } from "vitest";

describe("start-up lifecycle", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("voltline.listening")];
  });

  it("runs queued work once when the server listens, and later work at once", async () => {
    const { markListening, onceListening } = await import("./lifecycle");
    const task = vi.fn();
    onceListening(task, 60_000);
    expect(task).not.toHaveBeenCalled();
    markListening();
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    onceListening(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("falls back to a delay when nothing signals listening (plain next start), never running twice", async () => {
    vi.useFakeTimers();
    const { markListening, onceListening } = await import("./lifecycle");
    const task = vi.fn();
    onceListening(task, 3_000);
    vi.advanceTimersByTime(2_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    markListening();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
