// The lists' storage (A4, A7; ADR 43). Every read and write names the account (the session's subject) with the list
// id, so another account's list is "not found", never shown nor changed. Writes that depend on a count or an order
// (500 lines, 100 lists, a new line's place, a move) run in a transaction holding the list's row (or the account's
// advisory lock); two adds of one product meet in one upsert on the (list, product) primary key.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { Batcher, getDb, GroupCommit, productListLines, productLists, type Database, type ProductListRow } from "@/platform/db";
import { globalRegistry } from "@/platform/server/global-registry";
import { LIST_LIMITS, mergedQuantity, undoneQuantity, type ListLine, type ListSummary, type MoveDirection } from "../model";
import { answerAdds, planAdds, type ListBefore } from "./add-plan";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Runner = Database | Tx;

export type StoredList = Pick<ProductListRow, "id" | "subject" | "brand" | "name" | "isDefault" | "shareVersion" | "sharedAt" | "updatedAt">;

const LIST_COLUMNS = {
  id: productLists.id,
  subject: productLists.subject,
  brand: productLists.brand,
  name: productLists.name,
  isDefault: productLists.isDefault,
  shareVersion: productLists.shareVersion,
  sharedAt: productLists.sharedAt,
  updatedAt: productLists.updatedAt,
};

const LINE_COLUMNS = {
  productId: productListLines.productId,
  catalogNumber: productListLines.catalogNumber,
  productName: productListLines.productName,
  quantity: productListLines.quantity,
  note: productListLines.note,
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Serialises what counts an account's lists (creating one) across concurrent requests of that account. */
async function lockAccount(tx: Tx, subject: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`product_lists:${subject}`}, 0))`);
}

/** The account's list of this id, its row locked until the transaction ends; undefined for anyone else's id. */
async function lockList(tx: Tx, subject: string, id: string): Promise<StoredList | undefined> {
  const [row] = await tx.select(LIST_COLUMNS).from(productLists).where(and(eq(productLists.id, id), eq(productLists.subject, subject))).for("update");
  return row;
}

async function touch(tx: Runner, id: string): Promise<void> {
  await tx.update(productLists).set({ updatedAt: sql`now()` }).where(eq(productLists.id, id));
}

async function countLists(tx: Runner, subject: string): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(productLists).where(eq(productLists.subject, subject));
  return row?.count ?? 0;
}

export async function findList(subject: string, id: string): Promise<StoredList | undefined> {
  const db = await getDb();
  const [row] = await db.select(LIST_COLUMNS).from(productLists).where(and(eq(productLists.id, id), eq(productLists.subject, subject))).limit(1);
  return row;
}

export async function findDefaultList(subject: string, brand: string): Promise<StoredList | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(LIST_COLUMNS)
    .from(productLists)
    .where(and(eq(productLists.subject, subject), eq(productLists.brand, brand), eq(productLists.isDefault, true)))
    .limit(1);
  return row;
}

/** The account's default list of the brand, created on first use (the partial unique index keeps it one). */
export async function ensureDefaultList(subject: string, brand: string): Promise<StoredList | "listLimit"> {
  const existing = await findDefaultList(subject, brand);
  if (existing) return existing;
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    await lockAccount(tx, subject);
    if ((await countLists(tx, subject)) >= LIST_LIMITS.listsPerAccount) return "listLimit" as const;
    await tx
      .insert(productLists)
      .values({ id: randomUUID(), subject, brand, name: "", isDefault: true })
      .onConflictDoNothing({ target: [productLists.subject, productLists.brand], where: sql`${productLists.isDefault}` });
    return undefined;
  });
  if (created === "listLimit") return (await findDefaultList(subject, brand)) ?? "listLimit";
  const row = await findDefaultList(subject, brand);
  if (!row) throw new Error("the default list was neither found nor created");
  return row;
}

export async function createList(subject: string, brand: string, name: string): Promise<StoredList | "listLimit"> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAccount(tx, subject);
    if ((await countLists(tx, subject)) >= LIST_LIMITS.listsPerAccount) return "listLimit" as const;
    const [row] = await tx.insert(productLists).values({ id: randomUUID(), subject, brand, name, isDefault: false }).returning(LIST_COLUMNS);
    return row!;
  });
}

export type ListChange = "ok" | "notFound" | "defaultFixed";

export async function renameList(subject: string, id: string, name: string): Promise<ListChange> {
  const db = await getDb();
  const [row] = await db
    .update(productLists)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(productLists.id, id), eq(productLists.subject, subject), eq(productLists.isDefault, false)))
    .returning({ id: productLists.id });
  if (row) return "ok";
  // The default list keeps its translated name ("My list").
  return (await findList(subject, id)) ? "defaultFixed" : "notFound";
}

export async function deleteList(subject: string, id: string): Promise<ListChange> {
  const db = await getDb();
  const [row] = await db
    .delete(productLists)
    .where(and(eq(productLists.id, id), eq(productLists.subject, subject), eq(productLists.isDefault, false)))
    .returning({ id: productLists.id });
  if (row) return "ok";
  return (await findList(subject, id)) ? "defaultFixed" : "notFound";
}

/** The account's lists of a brand with their line counts, newest first (callers sort for display). */
export async function listSummaries(subject: string, brand: string): Promise<ListSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: productLists.id,
      name: productLists.name,
      isDefault: productLists.isDefault,
      updatedAt: productLists.updatedAt,
      lineCount: sql<number>`(SELECT count(*)::int FROM ${productListLines} WHERE ${productListLines.listId} = ${productLists.id})`,
    })
    .from(productLists)
    .where(and(eq(productLists.subject, subject), eq(productLists.brand, brand)))
    .orderBy(desc(productLists.createdAt));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function listLines(listId: string): Promise<ListLine[]> {
  const db = await getDb();
  return db
    .select({
      productId: productListLines.productId,
      catalogNumber: productListLines.catalogNumber,
      productName: productListLines.productName,
      quantity: productListLines.quantity,
      note: productListLines.note,
    })
    .from(productListLines)
    .where(eq(productListLines.listId, listId))
    .orderBy(asc(productListLines.position), asc(productListLines.addedAt));
}

/** A list's lines in their order, as one JSON value of the list's row: one row per list, not one per line. */
const LINES_JSON = sql<[string, string, string, number, string][]>`(
  SELECT coalesce(json_agg(json_build_array(l.product_id, l.catalog_number, l.product_name, l.quantity, l.note) ORDER BY l.position, l.added_at), '[]'::json)
    FROM ${productListLines} l WHERE l.list_id = ${productLists.id})`;

type ListWithLines = { list: StoredList; lines: ListLine[] };

function withLinesOf(row: StoredList & { lines: unknown }): ListWithLines {
  const { lines, ...list } = row;
  // node-postgres and PGlite both parse json; a driver that did not would hand the text.
  const tuples = (typeof lines === "string" ? JSON.parse(lines) : lines) as [string, string, string, number, string][];
  return { list, lines: tuples.map(([productId, catalogNumber, productName, quantity, note]) => ({ productId, catalogNumber, productName, quantity, note })) };
}

/**
 * The lists of these (account, id) pairs, each with its lines: the query names the accounts with the ids, and a row is
 * kept only for a pair that was asked (a list of account A is never handed to a request of account B, even when both
 * were read by one query).
 */
async function listsWithLines(runner: Runner, asked: readonly { subject: string; id: string }[]): Promise<Map<string, ListWithLines>> {
  const rows = await runner
    .select({ ...LIST_COLUMNS, lines: LINES_JSON })
    .from(productLists)
    .where(and(inArray(productLists.id, [...new Set(asked.map((read) => read.id))]), inArray(productLists.subject, [...new Set(asked.map((read) => read.subject))])));
  const pairs = new Set(asked.map((read) => `${read.subject} ${read.id}`));
  return new Map(rows.filter((row) => pairs.has(`${row.subject} ${row.id}`)).map((row) => [`${row.subject} ${row.id}`, withLinesOf(row)]));
}

/** The account's list of this id with its lines in order, in one query; undefined for anyone else's id. */
export async function listWithLines(subject: string, id: string): Promise<ListWithLines | undefined> {
  return (await listsWithLines(await getDb(), [{ subject, id }])).get(`${subject} ${id}`);
}

/**
 * listWithLines for requests that arrive together (ADR 43, third amendment): one query reads every list asked for in
 * the same turn (the platform's Batcher), each request then gets its own list only when its account owns it. Every
 * answer is read after its request arrived: nothing is kept between rounds.
 */
// One per process, shared by every bundle copy of this module (the route through Next and the direct one).
const readRound = globalRegistry("voltline.lists.reads", () =>
  new Batcher<{ subject: string; id: string }, ListWithLines | "none">(async (asked) => {
    const found = await listsWithLines(await getDb(), asked);
    return asked.map((read) => found.get(`${read.subject} ${read.id}`) ?? "none");
  }),
);

export async function readListWithLines(subject: string, id: string): Promise<ListWithLines | undefined> {
  const read = (await readRound().submit({ subject, id })) ?? (await listWithLines(subject, id));
  return read === "none" ? undefined : read;
}

export type AddOutcome =
  | { kind: "added"; list: StoredList; line: ListLine; created: boolean; added: number; lineCount: number }
  | { kind: "notFound" }
  | { kind: "lineLimit" }
  | { kind: "productUnknown" };

/** What is added: the catalogue's product (its number and name are kept with the line). */
export type AddedProduct = Pick<ListLine, "productId" | "catalogNumber" | "productName">;

/**
 * Adds `quantity` of a product to the account's list: one upsert on the (list, product) key, so a product added from
 * two tabs at once is one line with both quantities. A new line goes last; a list of 500 lines takes no new product
 * (the same statement checks it, under the list's lock), but a product already in it still takes more. Three round
 * trips in a transaction: the list's row locked (ownership and the bound), then the upsert, the list's change time and
 * its count in one statement.
 */
export async function addLine(subject: string, listId: string, product: AddedProduct, quantity: number): Promise<AddOutcome> {
  const db = await getDb();
  return db.transaction((tx) => addOne(tx, subject, listId, product, quantity));
}

/** addLine's statements, in the caller's transaction. */
async function addOne(tx: Tx, subject: string, listId: string, product: AddedProduct, quantity: number): Promise<AddOutcome> {
  const list = await lockList(tx, subject, listId);
  if (!list) return { kind: "notFound" } as const;
  // The count, the touch and the line's previous quantity read the statement's snapshot, taken after the lock: the
  // lines before this add.
  const result = await tx.execute(sql`
    WITH added AS (
      INSERT INTO ${productListLines} (list_id, product_id, catalog_number, product_name, quantity, note, position)
      SELECT ${listId}, ${product.productId}, ${product.catalogNumber}, ${product.productName}, ${quantity}, '', coalesce(max(position), 0) + 1
        FROM ${productListLines} WHERE list_id = ${listId}
        HAVING count(*) < ${LIST_LIMITS.linesPerList} OR coalesce(bool_or(product_id = ${product.productId}), false)
      ON CONFLICT (list_id, product_id) DO UPDATE
        SET quantity = least(${productListLines.quantity} + excluded.quantity, ${LIST_LIMITS.quantityMax}),
            catalog_number = excluded.catalog_number, product_name = excluded.product_name, updated_at = now()
      RETURNING quantity, note, (xmax = 0) AS created
    ), touched AS (
      UPDATE ${productLists} SET updated_at = now() WHERE id = ${listId} AND EXISTS (SELECT 1 FROM added) RETURNING id
    )
    SELECT added.quantity, added.note, added.created,
           (SELECT count(*)::int FROM ${productListLines} WHERE list_id = ${listId}) + (CASE WHEN added.created THEN 1 ELSE 0 END) AS line_count,
           (SELECT quantity FROM ${productListLines} WHERE list_id = ${listId} AND product_id = ${product.productId}) AS previous,
           (SELECT count(*)::int FROM touched) AS touched
      FROM added`);
  const [row] = rowsOf<{ quantity: number; note: string; created: boolean; line_count: number; previous: number | null }>(result);
  if (!row) return { kind: "lineLimit" } as const;
  // A line that reached the quantity bound took less than asked; undo takes back what it took.
  const added = row.created ? row.quantity : row.quantity - Number(row.previous ?? row.quantity);
  return { kind: "added", list, line: { ...product, quantity: row.quantity, note: row.note }, created: row.created, added, lineCount: row.line_count };
}

interface AddRequest {
  subject: string;
  listId: string;
  product: AddedProduct;
  quantity: number;
}

/**
 * The adds of one group, in one transaction (ADR 43, third amendment): the group's lists locked in id order (the same
 * row locks a lone add, a move or a merge takes, so the rules below hold against them and against other processes), their
 * lines counted, then one upsert of every accepted (list, product) pair, its quantity added to what the row holds, and
 * one touch of the lists. Each add is answered as if the group's adds had run one after another (add-plan.ts).
 */
async function writeAdds(tx: Tx, group: readonly AddRequest[]): Promise<AddOutcome[]> {
  // Alone in its group (no other add at the same time): the lone add's two statements are fewer than the group's five.
  if (group.length === 1) return [await addOne(tx, group[0]!.subject, group[0]!.listId, group[0]!.product, group[0]!.quantity)];
  const ids = [...new Set(group.map((add) => add.listId))].sort();
  const locked = new Map((await tx.select(LIST_COLUMNS).from(productLists).where(inArray(productLists.id, ids)).orderBy(productLists.id).for("update")).map((list) => [list.id, list]));
  const owned = group.flatMap((add, index) => (locked.get(add.listId)?.subject === add.subject ? [index] : []));
  const outcomes: AddOutcome[] = group.map(() => ({ kind: "notFound" }));
  if (owned.length === 0) return outcomes;
  const ownedIds = [...new Set(owned.map((index) => group[index]!.listId))];
  const products = [...new Set(owned.map((index) => group[index]!.product.productId))];
  const counts = await tx
    .select({ listId: productListLines.listId, lineCount: sql<number>`count(*)::int`, maxPosition: sql<number>`coalesce(max(${productListLines.position}), 0)::int` })
    .from(productListLines)
    .where(inArray(productListLines.listId, ownedIds))
    .groupBy(productListLines.listId);
  const held = await tx
    .select({ listId: productListLines.listId, productId: productListLines.productId, quantity: productListLines.quantity })
    .from(productListLines)
    .where(and(inArray(productListLines.listId, ownedIds), inArray(productListLines.productId, products)));
  const before = new Map<string, ListBefore>(ownedIds.map((id) => [id, { lineCount: 0, maxPosition: 0, quantities: new Map() }]));
  for (const count of counts) Object.assign(before.get(count.listId)!, { lineCount: count.lineCount, maxPosition: count.maxPosition });
  for (const line of held) (before.get(line.listId)!.quantities as Map<string, number>).set(line.productId, line.quantity);

  const adds = owned.map((index) => ({ listId: group[index]!.listId, productId: group[index]!.product.productId, quantity: group[index]!.quantity }));
  const plan = planAdds(adds, before);
  let results: { listId: string; productId: string; quantity: number; note: string; created: boolean }[] = [];
  if (plan.rows.length > 0) {
    results = await tx
      .insert(productListLines)
      .values(
        plan.rows.map((row) => {
          const product = group[owned[row.adds[0]!]!]!.product;
          return { listId: row.listId, productId: row.productId, catalogNumber: product.catalogNumber, productName: product.productName, quantity: row.quantity, note: "", position: row.position };
        }),
      )
      .onConflictDoUpdate({
        target: [productListLines.listId, productListLines.productId],
        set: {
          quantity: sql`least(${productListLines.quantity} + excluded.quantity, ${LIST_LIMITS.quantityMax})`,
          catalogNumber: sql`excluded.catalog_number`,
          productName: sql`excluded.product_name`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ listId: productListLines.listId, productId: productListLines.productId, quantity: productListLines.quantity, note: productListLines.note, created: sql<boolean>`(xmax = 0)` });
    await tx.update(productLists).set({ updatedAt: sql`now()` }).where(inArray(productLists.id, [...new Set(plan.rows.map((row) => row.listId))]));
  }
  const byPair = new Map(results.map((result) => [`${result.listId} ${result.productId}`, result]));
  const rowResults = plan.rows.map((row) => {
    const result = byPair.get(`${row.listId} ${row.productId}`);
    if (!result) throw new Error("the group's upsert did not answer one of its rows");
    return result;
  });
  const answers = answerAdds(adds, plan, rowResults, before);
  owned.forEach((groupIndex, index) => {
    const answer = answers[index]!;
    const add = group[groupIndex]!;
    if (answer === "lineLimit") outcomes[groupIndex] = { kind: "lineLimit" };
    else {
      const note = rowResults[(plan.verdicts[index] as { row: number }).row]!.note;
      outcomes[groupIndex] = {
        kind: "added",
        list: locked.get(add.listId)!,
        line: { ...add.product, quantity: answer.quantity, note },
        created: answer.created,
        added: answer.added,
        lineCount: answer.lineCount,
      };
    }
  });
  return outcomes;
}

// One per process, shared by every bundle copy of this module.
const addGroup = globalRegistry("voltline.lists.adds", () => new GroupCommit(writeAdds));

/**
 * Adds a product to the account's list together with the other adds that arrive at the same time (one transaction for
 * all of them, see writeAdds); same rules and answers as addLine, which serves an add the group could not (a failed
 * group's adds are each run alone, and meet or report the failure there).
 */
export async function addLineTogether(subject: string, listId: string, product: AddedProduct, quantity: number): Promise<AddOutcome> {
  return (await addGroup().submit({ subject, listId, product, quantity })) ?? (await addLine(subject, listId, product, quantity));
}

export type LineOutcome = { kind: "ok"; line?: ListLine } | { kind: "notFound" };


/** Sets a line's quantity and/or note; "not found" for a list or line that is not the account's. */
export async function updateLine(subject: string, listId: string, productId: string, change: { quantity?: number; note?: string }): Promise<LineOutcome> {
  const db = await getDb();
  const [line] = await db
    .update(productListLines)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(productListLines.listId, listId),
        eq(productListLines.productId, productId),
        sql`EXISTS (SELECT 1 FROM ${productLists} WHERE ${productLists.id} = ${listId} AND ${productLists.subject} = ${subject})`,
      ),
    )
    .returning(LINE_COLUMNS);
  if (!line) return { kind: "notFound" };
  await touch(db, listId);
  return { kind: "ok", line };
}

export async function removeLine(subject: string, listId: string, productId: string): Promise<LineOutcome> {
  const db = await getDb();
  const [line] = await db
    .delete(productListLines)
    .where(
      and(
        eq(productListLines.listId, listId),
        eq(productListLines.productId, productId),
        sql`EXISTS (SELECT 1 FROM ${productLists} WHERE ${productLists.id} = ${listId} AND ${productLists.subject} = ${subject})`,
      ),
    )
    .returning(LINE_COLUMNS);
  if (!line) return { kind: "notFound" };
  await touch(db, listId);
  return { kind: "ok" };
}

/** Swaps a line with its neighbour above or below (nothing to do at either end). */
export async function moveListLine(subject: string, listId: string, productId: string, direction: MoveDirection): Promise<LineOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await lockList(tx, subject, listId))) return { kind: "notFound" } as const;
    const [line] = await tx
      .select({ position: productListLines.position })
      .from(productListLines)
      .where(and(eq(productListLines.listId, listId), eq(productListLines.productId, productId)));
    if (!line) return { kind: "notFound" } as const;
    const neighbour = rowsOf<{ product_id: string; position: number }>(
      await tx.execute(
        direction === "up"
          ? sql`SELECT product_id, position FROM ${productListLines} WHERE list_id = ${listId} AND position < ${line.position} ORDER BY position DESC LIMIT 1`
          : sql`SELECT product_id, position FROM ${productListLines} WHERE list_id = ${listId} AND position > ${line.position} ORDER BY position ASC LIMIT 1`,
      ),
    )[0];
    if (!neighbour) return { kind: "ok" } as const;
    await tx.update(productListLines).set({ position: neighbour.position }).where(and(eq(productListLines.listId, listId), eq(productListLines.productId, productId)));
    await tx.update(productListLines).set({ position: line.position }).where(and(eq(productListLines.listId, listId), eq(productListLines.productId, neighbour.product_id)));
    await touch(tx, listId);
    return { kind: "ok" } as const;
  });
}

/** Takes back an add (the toast's "Undo"): see undoneQuantity. */
export async function undoAdd(subject: string, listId: string, productId: string, added: number, created: boolean): Promise<LineOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await lockList(tx, subject, listId))) return { kind: "notFound" } as const;
    const [line] = await tx
      .select({ quantity: productListLines.quantity })
      .from(productListLines)
      .where(and(eq(productListLines.listId, listId), eq(productListLines.productId, productId)));
    if (!line) return { kind: "ok" } as const;
    const left = undoneQuantity(line.quantity, added, created);
    const where = and(eq(productListLines.listId, listId), eq(productListLines.productId, productId));
    if (left === "remove") await tx.delete(productListLines).where(where);
    else await tx.update(productListLines).set({ quantity: left, updatedAt: sql`now()` }).where(where);
    await touch(tx, listId);
    return { kind: "ok" } as const;
  });
}

export type MergeOutcome = { kind: "merged"; list: StoredList; merged: number; skipped: number } | { kind: "listLimit" };

/**
 * Merges a signed-out visitor's browser list into the account's default list (ADR 43): a product in both keeps the
 * larger quantity (and the account's note unless it has none), new products go last in the browser's order, as many
 * as the 500-line bound leaves room for. Running it twice changes nothing.
 */
export async function mergeIntoDefault(subject: string, brand: string, lines: readonly ListLine[]): Promise<MergeOutcome> {
  const target = await ensureDefaultList(subject, brand);
  if (target === "listLimit") return { kind: "listLimit" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const list = await lockList(tx, subject, target.id);
    if (!list) return { kind: "listLimit" } as const;
    const existing = new Map(
      (await tx.select({ productId: productListLines.productId, quantity: productListLines.quantity, position: productListLines.position }).from(productListLines).where(eq(productListLines.listId, list.id))).map(
        (row) => [row.productId, row],
      ),
    );
    let room = LIST_LIMITS.linesPerList - existing.size;
    let position = Math.max(0, ...[...existing.values()].map((row) => row.position));
    const values: (typeof productListLines.$inferInsert)[] = [];
    let skipped = 0;
    for (const line of lines) {
      const known = existing.get(line.productId);
      if (!known && room <= 0) {
        skipped += 1;
        continue;
      }
      if (!known) room -= 1;
      values.push({
        listId: list.id,
        productId: line.productId,
        catalogNumber: line.catalogNumber,
        productName: line.productName,
        quantity: mergedQuantity(known?.quantity, line.quantity),
        note: line.note,
        position: known ? known.position : (position += 1),
      });
    }
    if (values.length > 0) {
      await tx
        .insert(productListLines)
        .values(values)
        .onConflictDoUpdate({
          target: [productListLines.listId, productListLines.productId],
          set: {
            quantity: sql`greatest(${productListLines.quantity}, excluded.quantity)`,
            note: sql`CASE WHEN ${productListLines.note} = '' THEN excluded.note ELSE ${productListLines.note} END`,
            updatedAt: sql`now()`,
          },
        });
      await touch(tx, list.id);
    }
    return { kind: "merged", list, merged: values.length, skipped } as const;
  });
}

/** Makes (or keeps) the list's share link: a list not shared gets a new version, so links revoked before stay dead. */
export async function shareList(subject: string, id: string): Promise<StoredList | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(productLists)
    .set({
      shareVersion: sql`CASE WHEN ${productLists.sharedAt} IS NULL THEN ${productLists.shareVersion} + 1 ELSE ${productLists.shareVersion} END`,
      sharedAt: sql`coalesce(${productLists.sharedAt}, now())`,
    })
    .where(and(eq(productLists.id, id), eq(productLists.subject, subject)))
    .returning(LIST_COLUMNS);
  return row;
}

export async function unshareList(subject: string, id: string): Promise<StoredList | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(productLists)
    .set({ sharedAt: null })
    .where(and(eq(productLists.id, id), eq(productLists.subject, subject)))
    .returning(LIST_COLUMNS);
  return row;
}

/** The list a share link names, while that link is the current one. */
export async function findSharedList(id: string, version: number): Promise<StoredList | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(LIST_COLUMNS)
    .from(productLists)
    .where(and(eq(productLists.id, id), eq(productLists.shareVersion, version), sql`${productLists.sharedAt} IS NOT NULL`))
    .limit(1);
  return row;
}

/** Right to erasure (Law 25 / CCPA): every list of the account, of every brand, and their lines (deleted with them). */
export async function eraseAccountLists(subject: string): Promise<{ lists: number; lines: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [{ lines } = { lines: 0 }] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(productListLines)
      .where(sql`${productListLines.listId} IN (SELECT ${productLists.id} FROM ${productLists} WHERE ${productLists.subject} = ${subject})`);
    const rows = await tx.delete(productLists).where(eq(productLists.subject, subject)).returning({ id: productLists.id });
    return { lists: rows.length, lines };
  });
}
