import { describe, expect, it } from "vitest";
import { autoCloseMs, current, dismiss, enqueue, toQueuedToast, type ToastQueue } from "./queue";

const toast = (key: string, text = key) => toQueuedToast({ key, text, type: "info" }, "unused");

describe("U1 toast queue", () => {
  it("U1 only the first queued toast is current; closing it shows the next", () => {
    let queue: ToastQueue = [];
    queue = enqueue(queue, toast("a"));
    queue = enqueue(queue, toast("b"));
    expect(current(queue)?.text).toBe("a");
    queue = dismiss(queue, "a");
    expect(current(queue)?.text).toBe("b");
    queue = dismiss(queue, "b");
    expect(current(queue)).toBeUndefined();
  });

  it("U1 a key already queued is not queued again", () => {
    const queue = enqueue(enqueue([], toast("forbidden", "first")), toast("forbidden", "second"));
    expect(queue.map((t) => t.text)).toEqual(["first"]);
  });

  it("U1 dismissing an unknown key keeps the queue as it is", () => {
    const queue = enqueue([], toast("a"));
    expect(dismiss(queue, "zzz")).toBe(queue);
  });

  it("U1 the default toast is an error that auto-closes after 6 s, text and button left to translation", () => {
    expect(toQueuedToast({}, "toast-1")).toEqual({
      key: "toast-1",
      type: "error",
      text: undefined,
      buttonLabel: undefined,
      autoCloseMs: 6000,
      action: undefined,
    });
  });

  it("U1 autoClose: true is 6 s, false stays, a number is milliseconds", () => {
    expect(autoCloseMs(true)).toBe(6000);
    expect(autoCloseMs(undefined)).toBe(6000);
    expect(autoCloseMs(false)).toBe(false);
    expect(autoCloseMs(2500)).toBe(2500);
  });
});
