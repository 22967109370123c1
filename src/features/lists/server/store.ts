// The lists' storage (A4, A7; ADR 43). Every read and write names the account (the session's subject) with the list
// id, so another account's list is "not found", never shown nor changed. Writes that depend on a count or an order
// (500 lines, 100 lists, a new line's place, a move) run in a transaction holding the list's row (or the account's
// advisory lock); two adds of one product meet in one upsert on the (list, product) primary key.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, productListLines, productLists, type Database, type ProductListRow } from "@/platform/db";
import { LIST_LIMITS, mergedQuantity, undoneQuantity, type ListLine, type ListSummary, type MoveDirection } from "../model";

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

/** The account's list of this id with its lines in order, in one query; undefined for anyone else's id. */
export async function listWithLines(subject: string, id: string): Promise<{ list: StoredList; lines: ListLine[] } | undefined> {
  const db = await getDb();
  const rows = await db
    .select({ list: LIST_COLUMNS, line: LINE_COLUMNS })
    .from(productLists)
    .leftJoin(productListLines, eq(productListLines.listId, productLists.id))
    .where(and(eq(productLists.id, id), eq(productLists.subject, subject)))
    .orderBy(asc(productListLines.position), asc(productListLines.addedAt));
  const first = rows[0];
  return first && { list: first.list, lines: rows.flatMap((row) => (row.line ? [row.line] : [])) };
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
  return db.transaction(async (tx) => {
    const list = await lockList(tx, subject, listId);
    if (!list) return { kind: "notFound" } as const;
    // The count and the touch read the statement's snapshot, taken after the lock: the lines before this add.
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
             (SELECT count(*)::int FROM touched) AS touched
        FROM added`);
    const [row] = rowsOf<{ quantity: number; note: string; created: boolean; line_count: number }>(result);
    if (!row) return { kind: "lineLimit" } as const;
    // A line that reached the quantity bound took less than asked; undo takes back what it took.
    const added = row.created ? row.quantity : Math.min(quantity, row.quantity);
    return { kind: "added", list, line: { ...product, quantity: row.quantity, note: row.note }, created: row.created, added, lineCount: row.line_count };
  });
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
