import { describe, expect, it } from "vitest";
import { createFairQueue } from "./fair-queue";

/** A clock the tasks move forward, so each task "takes" the time it says. */
function fakeClock() {
  let now = 0;
  return { clock: () => now, spend: (ms: number) => { now += ms; } };
}

describe("fair queue of the embedded search's CPU work (issue 12, ADR 27)", () => {
  it("runs a call's tasks in order, one per event-loop turn", async () => {
    const queue = createFairQueue({ maxWaiting: 10, busy: () => new Error("busy") });
    const lane = queue.lane();
    const seen: string[] = [];
    const tasks = Promise.all(["a", "b", "c"].map((name) => lane.run(() => { seen.push(name); return name; })));
    // Nothing runs in the same turn as the call: pending I/O is served first.
    expect(seen).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(["a"]);
    expect(await tasks).toEqual(["a", "b", "c"]);
  });

  it("serves a light call before the rest of a heavy one that arrived first", async () => {
    const { clock, spend } = fakeClock();
    const queue = createFairQueue({ maxWaiting: 10, busy: () => new Error("busy"), clock });
    const order: string[] = [];
    const heavy = queue.lane();
    const heavyCall = (async () => {
      for (let i = 0; i < 5; i++) await heavy.run(() => { spend(100); order.push(`heavy ${i}`); });
    })();
    const lightCall = (async () => {
      // arrives while the heavy call's first task is waiting
      await Promise.resolve();
      await queue.lane().run(() => { spend(5); order.push("light"); });
    })();
    await Promise.all([heavyCall, lightCall]);
    expect(order).toEqual(["heavy 0", "light", "heavy 1", "heavy 2", "heavy 3", "heavy 4"]);
  });

  it("keeps giving a heavy call its share while light calls keep arriving one after another", async () => {
    const { clock, spend } = fakeClock();
    const queue = createFairQueue({ maxWaiting: 10, busy: () => new Error("busy"), clock });
    const order: string[] = [];
    const heavy = queue.lane();
    const heavyCall = (async () => {
      for (let i = 0; i < 3; i++) await heavy.run(() => { spend(100); order.push("heavy"); });
    })();
    // A new light call as soon as the previous one is answered.
    const lights = (async () => {
      for (let i = 0; i < 60; i++) await queue.lane().run(() => { spend(5); order.push("light"); });
    })();
    await Promise.all([heavyCall, lights]);
    // 100 ms of heavy work, then 100 ms of light calls (20 of 5 ms), and so on.
    expect(order.flatMap((name, at) => (name === "heavy" ? [at] : []))).toEqual([0, 21, 42]);
  });

  it("among calls, gives the next turn to the one that used the least time so far", async () => {
    const { clock, spend } = fakeClock();
    const queue = createFairQueue({ maxWaiting: 10, busy: () => new Error("busy"), clock });
    const order: string[] = [];
    const run = (name: string, cost: number, tasks: number) => {
      const lane = queue.lane();
      return (async () => {
        for (let i = 0; i < tasks; i++) await lane.run(() => { spend(cost); order.push(name); });
      })();
    };
    await Promise.all([run("big", 50, 3), run("small", 10, 3)]);
    expect(order).toEqual(["big", "small", "small", "small", "big", "big"]);
  });

  it("turns new calls away when too many wait, and lets calls under way finish", async () => {
    const queue = createFairQueue({ maxWaiting: 2, busy: () => new Error("busy") });
    const first = queue.lane();
    const second = queue.lane();
    const a = first.run(() => 1);
    const b = second.run(() => 2);
    await expect(queue.lane().run(() => 3)).rejects.toThrow("busy");
    // the first call goes on with its next task though two calls still wait
    const c = first.run(() => 4);
    expect(await Promise.all([a, b, c])).toEqual([1, 2, 4]);
    expect(queue.waiting).toBe(0);
    expect(await queue.lane().run(() => 5)).toBe(5);
  });

  it("rejects a failing task's promise and keeps serving the others", async () => {
    const queue = createFairQueue({ maxWaiting: 10, busy: () => new Error("busy") });
    const failing = queue.lane().run(() => { throw new TypeError("bad shape"); });
    const fine = queue.lane().run(() => "ok");
    await expect(failing).rejects.toThrow("bad shape");
    expect(await fine).toBe("ok");
  });
});
