// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("U1 toast store", () => {
  it("U1 showToast queues in the browser and notifies the host; dismiss moves to the next", async () => {
    vi.stubGlobal("window", {});
    const store = await import("./toast-store");
    const seen: (string | undefined)[] = [];
    store.subscribeToasts(() => seen.push(store.currentToast()?.text));
    const first = store.showToast({ text: "Saved", type: "success" });
    store.showToast({ text: "Second" });
    expect(store.currentToast()?.text).toBe("Saved");
    store.dismissToast(first);
    expect(store.currentToast()?.text).toBe("Second");
    expect(seen).toEqual(["Saved", "Saved", "Second"]);
  });

  it("U1 showToast on the server queues nothing", async () => {
    const store = await import("./toast-store");
    store.showToast({ text: "Not shown" });
    expect(store.currentToast()).toBeUndefined();
  });
});
