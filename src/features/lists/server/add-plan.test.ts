import { describe, expect, it } from "vitest";
import { answerAdds, planAdds, type GroupedAdd, type ListBefore } from "./add-plan";

const state = (lineCount: number, maxPosition: number, quantities: Record<string, number> = {}): ListBefore => ({ lineCount, maxPosition, quantities: new Map(Object.entries(quantities)) });

describe("planAdds (adds served together, in their order of arrival)", () => {
  it("sums the adds of one product into one row placed last; a product the list has keeps its place", () => {
    const adds: GroupedAdd[] = [
      { listId: "a", productId: "1", quantity: 2 },
      { listId: "a", productId: "2", quantity: 1 },
      { listId: "a", productId: "1", quantity: 3 },
      { listId: "b", productId: "1", quantity: 1 },
    ];
    const plan = planAdds(adds, new Map([["a", state(4, 7, { "2": 5 })], ["b", state(0, 0)]]));
    expect(plan.rows).toEqual([
      { listId: "a", productId: "1", quantity: 5, position: 8, adds: [0, 2] },
      { listId: "a", productId: "2", quantity: 1, position: 8, adds: [1] },
      { listId: "b", productId: "1", quantity: 1, position: 1, adds: [3] },
    ]);
    expect(plan.verdicts.map((verdict) => verdict.kind)).toEqual(["row", "row", "row", "row"]);
  });

  it("refuses new products past the bound in arrival order; a product already there (or placed by the group) still takes more", () => {
    const adds: GroupedAdd[] = [
      { listId: "a", productId: "new1", quantity: 1 },
      { listId: "a", productId: "new2", quantity: 1 },
      { listId: "a", productId: "old", quantity: 1 },
      { listId: "a", productId: "new1", quantity: 1 },
      { listId: "a", productId: "new2", quantity: 1 },
    ];
    const plan = planAdds(adds, new Map([["a", state(4, 4, { old: 1 })]]), 5);
    expect(plan.verdicts.map((verdict) => verdict.kind)).toEqual(["row", "lineLimit", "row", "row", "lineLimit"]);
    expect(plan.rows.map((row) => [row.productId, row.quantity])).toEqual([
      ["new1", 2],
      ["old", 1],
    ]);
  });
});

describe("answerAdds (each add answered as if it had run alone after the one before it)", () => {
  it("gives each add of one product its own quantity, the first the line it made, and the count after it", () => {
    const adds: GroupedAdd[] = [
      { listId: "a", productId: "1", quantity: 2 },
      { listId: "a", productId: "2", quantity: 1 },
      { listId: "a", productId: "1", quantity: 3 },
    ];
    const before = new Map([["a", state(3, 3, { "2": 4 })]]);
    const plan = planAdds(adds, before);
    const answers = answerAdds(adds, plan, [
      { quantity: 5, created: true },
      { quantity: 5, created: false },
    ], before);
    expect(answers).toEqual([
      { quantity: 2, created: true, added: 2, lineCount: 4 },
      { quantity: 5, created: false, added: 1, lineCount: 4 },
      { quantity: 5, created: false, added: 3, lineCount: 4 },
    ]);
  });

  it("counts from what the row held when the upsert ran (another tab's change included), and stops at the quantity bound", () => {
    const adds: GroupedAdd[] = [
      { listId: "a", productId: "1", quantity: 4 },
      { listId: "a", productId: "1", quantity: 4 },
    ];
    const before = new Map([["a", state(1, 1, { "1": 2 })]]);
    const plan = planAdds(adds, before);
    // Another tab set the quantity to 10 before the upsert: 10 + 8.
    expect(answerAdds(adds, plan, [{ quantity: 18, created: false }], before).map((answer) => answer !== "lineLimit" && answer.quantity)).toEqual([14, 18]);
    // At the bound (10): 2 + 4 = 6, then 10.
    expect(answerAdds(adds, plan, [{ quantity: 10, created: false }], before, 10).map((answer) => answer !== "lineLimit" && answer.quantity)).toEqual([6, 10]);
  });

  it("an add the quantity bound cut answers what it took, which is what its undo takes back (A4)", () => {
    const adds: GroupedAdd[] = [
      { listId: "a", productId: "1", quantity: 5 },
      { listId: "a", productId: "1", quantity: 5 },
    ];
    const before = new Map([["a", state(1, 1, { "1": 7 })]]);
    const plan = planAdds(adds, before);
    // 7 + 5 stops at 10 (took 3); the next takes nothing.
    expect(answerAdds(adds, plan, [{ quantity: 10, created: false }], before, 10).map((answer) => answer !== "lineLimit" && [answer.quantity, answer.added])).toEqual([
      [10, 3],
      [10, 0],
    ]);
  });

  it("answers a refused add lineLimit", () => {
    const adds: GroupedAdd[] = [
      { listId: "a", productId: "1", quantity: 1 },
      { listId: "a", productId: "2", quantity: 1 },
    ];
    const before = new Map([["a", state(1, 1)]]);
    const plan = planAdds(adds, before, 2);
    expect(answerAdds(adds, plan, [{ quantity: 1, created: true }], before)).toEqual([{ quantity: 1, created: true, added: 1, lineCount: 2 }, "lineLimit"]);
  });
});
