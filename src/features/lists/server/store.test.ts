// Adds and reads served together (ADR 43, third amendment), on PGlite and, with DATABASE_URL, PostgreSQL: requests made
// in one turn share one round (one transaction for the adds, one query for the reads), and each is answered exactly as
// it would be alone: its own quantities and counts, the 500-line bound in arrival order, another account's id "not
// found" without touching the others.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, productListLines } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { LIST_LIMITS } from "../model";
import { addLineTogether, createList, readListWithLines, undoAdd, type AddOutcome } from "./store";

const product = (id: string) => ({ productId: id, catalogNumber: `CAT-${id}`, productName: `Product ${id}` });

async function newList(subject: string): Promise<string> {
  const list = await createList(subject, "voltline", "Group");
  if (list === "listLimit") throw new Error("list limit");
  return list.id;
}

async function storedLines(listId: string) {
  const db = await getDb();
  return db
    .select({ productId: productListLines.productId, quantity: productListLines.quantity, position: productListLines.position })
    .from(productListLines)
    .where(eq(productListLines.listId, listId))
    .orderBy(asc(productListLines.position));
}

const summary = (outcome: AddOutcome) =>
  outcome.kind === "added" ? { kind: outcome.kind, productId: outcome.line.productId, quantity: outcome.line.quantity, created: outcome.created, added: outcome.added, lineCount: outcome.lineCount } : outcome;

describe.each(testDatabaseKinds())("lists: adds and reads served together on %s", (kind) => {
  useTestDatabase(kind, "lists-store");

  it("adds made in one turn: each answer is its own, as if they had run one after another; another account's id is not found", async () => {
    const alice = `alice-${randomUUID()}`;
    const bob = `bob-${randomUUID()}`;
    const [a, b] = [await newList(alice), await newList(bob)];
    await addLineTogether(alice, a, product("100"), 5);

    const outcomes = await Promise.all([
      addLineTogether(alice, a, product("200"), 1),
      addLineTogether(alice, a, product("100"), 2),
      addLineTogether(bob, b, product("200"), 3),
      addLineTogether(alice, a, product("200"), 4),
      addLineTogether(bob, a, product("300"), 1),
      addLineTogether(alice, a, product("300"), 1),
    ]);
    expect(outcomes.map(summary)).toEqual([
      { kind: "added", productId: "200", quantity: 1, created: true, added: 1, lineCount: 2 },
      { kind: "added", productId: "100", quantity: 7, created: false, added: 2, lineCount: 2 },
      { kind: "added", productId: "200", quantity: 3, created: true, added: 3, lineCount: 1 },
      { kind: "added", productId: "200", quantity: 5, created: false, added: 4, lineCount: 2 },
      { kind: "notFound" },
      { kind: "added", productId: "300", quantity: 1, created: true, added: 1, lineCount: 3 },
    ]);
    expect(await storedLines(a)).toEqual([
      { productId: "100", quantity: 7, position: 1 },
      { productId: "200", quantity: 5, position: 2 },
      { productId: "300", quantity: 1, position: 3 },
    ]);
    expect(await storedLines(b)).toEqual([{ productId: "200", quantity: 3, position: 1 }]);
  });

  it("an add the quantity bound cuts answers what it took, alone or with others; undo takes back that much (A4)", async () => {
    const subject = `carol-${randomUUID()}`;
    const list = await newList(subject);
    const max = LIST_LIMITS.quantityMax;
    await addLineTogether(subject, list, product("100"), max - 2);
    // Alone: asked 5, took 2.
    expect(summary(await addLineTogether(subject, list, product("100"), 5))).toMatchObject({ quantity: max, added: 2 });
    expect(await undoAdd(subject, list, "100", 2, false)).toMatchObject({ kind: "ok" });
    expect(await storedLines(list)).toEqual([{ productId: "100", quantity: max - 2, position: 1 }]);
    // Together: the first takes 2, the second nothing.
    const together = await Promise.all([addLineTogether(subject, list, product("100"), 5), addLineTogether(subject, list, product("100"), 5)]);
    expect(together.map(summary)).toMatchObject([
      { quantity: max, added: 2 },
      { quantity: max, added: 0 },
    ]);
  });

  it(`keeps the ${LIST_LIMITS.linesPerList}-line bound inside one group, in arrival order; a product already there still takes more`, async () => {
    const subject = `full-${randomUUID()}`;
    const id = await newList(subject);
    const db = await getDb();
    await db
      .insert(productListLines)
      .values(Array.from({ length: LIST_LIMITS.linesPerList - 1 }, (_, i) => ({ listId: id, productId: String(800000 + i), catalogNumber: `X-${i}`, productName: `X ${i}`, quantity: 1, position: i + 1 })));
    const outcomes = await Promise.all([
      addLineTogether(subject, id, product("1"), 1),
      addLineTogether(subject, id, product("2"), 1),
      addLineTogether(subject, id, product("800000"), 2),
      addLineTogether(subject, id, product("1"), 1),
      addLineTogether(subject, id, product("3"), 1),
    ]);
    expect(outcomes.map((outcome) => (outcome.kind === "added" ? [outcome.line.productId, outcome.line.quantity, outcome.created] : outcome.kind))).toEqual([
      ["1", 1, true],
      "lineLimit",
      ["800000", 3, false],
      ["1", 2, false],
      "lineLimit",
    ]);
    const lines = await storedLines(id);
    expect(lines).toHaveLength(LIST_LIMITS.linesPerList);
    expect(lines.at(-1)).toEqual({ productId: "1", quantity: 2, position: LIST_LIMITS.linesPerList });
  });

  it("reads made in one turn get each its own list with its lines in order; another account's id is not found", async () => {
    const alice = `reader-a-${randomUUID()}`;
    const bob = `reader-b-${randomUUID()}`;
    const [a, b] = [await newList(alice), await newList(bob)];
    for (const id of ["3", "1", "2"]) await addLineTogether(alice, a, product(id), 1);
    await addLineTogether(bob, b, product("9"), 4);
    const [mine, theirs, stolen, unknown] = await Promise.all([
      readListWithLines(alice, a),
      readListWithLines(bob, b),
      readListWithLines(bob, a),
      readListWithLines(alice, randomUUID()),
    ]);
    expect(mine?.list).toMatchObject({ id: a, subject: alice });
    expect(mine?.lines.map((line) => line.productId)).toEqual(["3", "1", "2"]);
    expect(mine?.lines[0]).toEqual({ productId: "3", catalogNumber: "CAT-3", productName: "Product 3", quantity: 1, note: "" });
    expect(theirs?.lines).toEqual([{ productId: "9", catalogNumber: "CAT-9", productName: "Product 9", quantity: 4, note: "" }]);
    expect(stolen).toBeUndefined();
    expect(unknown).toBeUndefined();
  });
});
