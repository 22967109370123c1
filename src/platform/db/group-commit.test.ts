import { describe, expect, it } from "vitest";
import { Batcher } from "./group-commit";

describe("Batcher (what arrives together is served by one round)", () => {
  it("serves the items of one turn in one round and each caller gets its own result", async () => {
    const rounds: number[][] = [];
    const batcher = new Batcher<number, string>(async (items) => {
      rounds.push([...items]);
      return items.map((item) => `r${item}`);
    });
    const results = await Promise.all([1, 2, 3].map((item) => batcher.submit(item)));
    expect(results).toEqual(["r1", "r2", "r3"]);
    expect(rounds).toEqual([[1, 2, 3]]);
  });

  it("items that arrive while a round runs join the next one; no round is larger than its bound", async () => {
    const rounds: number[][] = [];
    let release: () => void = () => {};
    const batcher = new Batcher<number, number>(
      async (items) => {
        rounds.push([...items]);
        if (rounds.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
      { maxGroup: 2 },
    );
    const first = batcher.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => batcher.submit(item));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(rounds).toEqual([[1], [2, 3], [4]]);
  });

  it("an item arriving soon after a round waits for others: successive turns of a busy process share a round (issue 13)", async () => {
    const rounds: number[][] = [];
    // As PGlite does: the round runs to its end without giving the event loop a turn.
    const batcher = new Batcher<number, number>(async (items) => (rounds.push([...items]), items), { gatherMs: 20 });
    await batcher.submit(0);
    // Requests reaching the store one turn after another (each request's own work between them).
    const sent: Promise<number | undefined>[] = [];
    for (const item of [1, 2, 3]) {
      sent.push(batcher.submit(item));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(sent)).toEqual([1, 2, 3]);
    expect(rounds).toEqual([[0], [1, 2, 3]]);
  });

  it("without the wait (gatherMs 0) each turn's item is its own round", async () => {
    const rounds: number[][] = [];
    const batcher = new Batcher<number, number>(async (items) => (rounds.push([...items]), items), { gatherMs: 0 });
    await batcher.submit(0);
    const sent: Promise<number | undefined>[] = [];
    for (const item of [1, 2]) {
      sent.push(batcher.submit(item));
      // The next turn: after the round the batcher scheduled for this item (immediates run in order). A 1 ms timer
      // could fire first on a loaded machine, and both items then met in one round (it failed in CI).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(sent);
    expect(rounds).toEqual([[0], [1], [2]]);
  });

  it("a quiet process serves an item on the next turn, without the wait", async () => {
    const batcher = new Batcher<number, number>(async (items) => items, { gatherMs: 1_000 });
    const started = performance.now();
    expect(await batcher.submit(1)).toBe(1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("a round that fails answers undefined to each of its items (each is then served alone), and the next round runs", async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error("down");
      return items;
    });
    expect(await Promise.all([batcher.submit(1), batcher.submit(2)])).toEqual([undefined, undefined]);
    expect(await batcher.submit(3)).toBe(3);
  });
});
