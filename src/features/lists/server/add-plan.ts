// Adds served together (ADR 43, third amendment): the rules of one add, applied to a group of adds in their order of
// arrival, as if each had run alone after the one before it. Pure: the store reads the lists' state under their row
// locks, writes the planned rows in one upsert (quantities added to what the row holds, on the (list, product) key),
// and answers each add from what the upsert returned.
import { LIST_LIMITS } from "../model";

export interface GroupedAdd {
  listId: string;
  productId: string;
  quantity: number;
}

/** A list's lines before the group, read under its row lock. */
export interface ListBefore {
  lineCount: number;
  maxPosition: number;
  /** Quantities of the lines of the group's products that the list already has. */
  quantities: ReadonlyMap<string, number>;
}

/** One row of the upsert: every accepted add of a (list, product) pair summed; `position` is used when it is new. */
export interface PlannedRow {
  listId: string;
  productId: string;
  quantity: number;
  position: number;
  /** The adds (indices into the group) this row serves, in order. */
  adds: number[];
}

export interface AddPlan {
  rows: PlannedRow[];
  /** Per add: the list was full (no new product fits), or the row that serves it. */
  verdicts: ({ kind: "lineLimit" } | { kind: "row"; row: number })[];
}

const pairKey = (listId: string, productId: string) => `${listId} ${productId}`;

/**
 * Plans a group: in arrival order, an add of a product the list has (or that an earlier add of the group placed) is
 * accepted; a new product takes the next place while the list has fewer than `linesPerList` lines, and is refused
 * (lineLimit) otherwise. Lists missing from `before` are not planned here (the caller answers those "not found").
 */
export function planAdds(adds: readonly GroupedAdd[], before: ReadonlyMap<string, ListBefore>, linesPerList: number = LIST_LIMITS.linesPerList): AddPlan {
  const rows: PlannedRow[] = [];
  const rowOf = new Map<string, number>();
  const lists = new Map([...before].map(([id, state]) => [id, { count: state.lineCount, position: state.maxPosition, quantities: state.quantities }]));
  const verdicts = adds.map((add, index): AddPlan["verdicts"][number] => {
    const list = lists.get(add.listId);
    if (!list) throw new Error(`planAdds: no state for list ${add.listId}`);
    const key = pairKey(add.listId, add.productId);
    let row = rowOf.get(key);
    if (row === undefined) {
      const known = list.quantities.has(add.productId);
      if (!known && list.count >= linesPerList) return { kind: "lineLimit" };
      if (!known) {
        list.count += 1;
        list.position += 1;
      }
      // A known product keeps its place (the upsert does not change it); its row still needs one, used only if the
      // line was removed meanwhile by a statement that does not take the list's lock.
      row = rows.push({ listId: add.listId, productId: add.productId, quantity: 0, position: list.position, adds: [] }) - 1;
      rowOf.set(key, row);
    }
    rows[row]!.quantity += add.quantity;
    rows[row]!.adds.push(index);
    return { kind: "row", row };
  });
  return { rows, verdicts };
}

/** What the upsert answered for a row: the line's quantity after it, and whether it made the line. */
export interface RowResult {
  quantity: number;
  created: boolean;
}

export interface AddAnswer {
  /** The line's quantity after this add (and the group's adds before it). */
  quantity: number;
  /** This add made the line. */
  created: boolean;
  /** What this add added (what its undo takes back), as one add alone answers it. */
  added: number;
  /** The list's lines after this add. */
  lineCount: number;
}

/**
 * Each add's answer, as if the group's adds had run one after another: the quantities the row took in turn (from what
 * it held before, capped at `quantityMax`), the line made by the first add of a pair the upsert created, and the list's
 * lines counted after each add.
 */
export function answerAdds(
  adds: readonly GroupedAdd[],
  plan: AddPlan,
  results: readonly RowResult[],
  before: ReadonlyMap<string, ListBefore>,
  quantityMax: number = LIST_LIMITS.quantityMax,
): (AddAnswer | "lineLimit")[] {
  const answers: (AddAnswer | "lineLimit")[] = adds.map(() => "lineLimit");
  // Lines the group made, per list, by the index of the add that made each.
  const madeAt = new Map<string, number[]>();
  plan.rows.forEach((row, index) => {
    if (results[index]!.created) madeAt.set(row.listId, [...(madeAt.get(row.listId) ?? []), row.adds[0]!]);
  });
  plan.rows.forEach((row, index) => {
    const result = results[index]!;
    // What the row held before the group: the upsert added the summed quantity to it, unless the bound cut it.
    const held = result.created ? 0 : result.quantity < quantityMax ? result.quantity - row.quantity : (before.get(row.listId)?.quantities.get(row.productId) ?? result.quantity - row.quantity);
    let quantity = held;
    for (const [turn, addIndex] of row.adds.entries()) {
      const add = adds[addIndex]!;
      const previous = quantity;
      quantity = Math.min(previous + add.quantity, quantityMax);
      const created = result.created && turn === 0;
      const made = (madeAt.get(row.listId) ?? []).filter((at) => at <= addIndex).length;
      answers[addIndex] = {
        quantity,
        created,
        // What it took: less than asked where the bound cut it (its undo takes back no more).
        added: created ? quantity : quantity - previous,
        lineCount: (before.get(row.listId)?.lineCount ?? 0) + made,
      };
    }
  });
  return answers;
}
