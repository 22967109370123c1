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
      2,
    );
    const first = batcher.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => batcher.submit(item));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(rounds).toEqual([[1], [2, 3], [4]]);
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
