// The list a signed-out visitor keeps in the browser (A4; ADR 43): one localStorage entry per brand, the same line
// rules as an account's list, merged into the account's default list at sign-in. Pure: the store is client/store.ts.
import { LIST_LIMITS, addedQuantity, isProductId, isQuantity, moveLine, normalizeNote, undoneQuantity, type ListLine, type MoveDirection } from "./model";

export type BrowserList = readonly ListLine[];

export function browserListKey(brand: string): string {
  return `my-list:${brand}`;
}

export type BrowserAddResult =
  | { ok: true; list: BrowserList; created: boolean; added: number }
  | { ok: false; list: BrowserList; reason: "full" | "invalid" };

/** Adds `quantity` of a product: a line already there gets the sum, a new one goes last, within the list's bound. */
export function addToBrowserList(list: BrowserList, product: Pick<ListLine, "productId" | "catalogNumber" | "productName">, quantity = 1): BrowserAddResult {
  if (!isProductId(product.productId) || !isQuantity(quantity)) return { ok: false, list, reason: "invalid" };
  const index = list.findIndex((line) => line.productId === product.productId);
  if (index >= 0) {
    const line = list[index]!;
    const next = [...list];
    const total = addedQuantity(line.quantity, quantity);
    next[index] = { ...line, quantity: total };
    return { ok: true, list: next, created: false, added: total - line.quantity };
  }
  if (list.length >= LIST_LIMITS.linesPerList) return { ok: false, list, reason: "full" };
  const line: ListLine = { productId: product.productId, catalogNumber: product.catalogNumber.slice(0, 64), productName: product.productName.slice(0, 300), quantity, note: "" };
  return { ok: true, list: [...list, line], created: true, added: quantity };
}

export function undoBrowserAdd(list: BrowserList, productId: string, added: number, created: boolean): BrowserList {
  const index = list.findIndex((line) => line.productId === productId);
  if (index < 0) return list;
  const left = undoneQuantity(list[index]!.quantity, added, created);
  if (left === "remove") return list.filter((_, i) => i !== index);
  const next = [...list];
  next[index] = { ...list[index]!, quantity: left };
  return next;
}

export function updateBrowserLine(list: BrowserList, productId: string, change: { quantity?: number; note?: string }): BrowserList {
  return list.map((line) => {
    if (line.productId !== productId) return line;
    const quantity = change.quantity !== undefined && isQuantity(change.quantity) ? change.quantity : line.quantity;
    const note = change.note !== undefined ? (normalizeNote(change.note) ?? line.note) : line.note;
    return { ...line, quantity, note };
  });
}

export function removeFromBrowserList(list: BrowserList, productId: string): BrowserList {
  return list.some((line) => line.productId === productId) ? list.filter((line) => line.productId !== productId) : list;
}

export function moveInBrowserList(list: BrowserList, productId: string, direction: MoveDirection): BrowserList {
  return moveLine(list, list.findIndex((line) => line.productId === productId), direction);
}

export function serializeBrowserList(list: BrowserList): string {
  return JSON.stringify(list.map((line) => ({ id: line.productId, cn: line.catalogNumber, n: line.productName, q: line.quantity, ...(line.note ? { note: line.note } : {}) })));
}

/** What was stored, read defensively: entries that are not a valid line are dropped, repeats and overflow too. */
export function parseBrowserList(stored: string | null | undefined): BrowserList {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const lines: ListLine[] = [];
  for (const entry of value.slice(0, LIST_LIMITS.linesPerList * 2)) {
    if (!entry || typeof entry !== "object") continue;
    const { id, cn, n, q, note } = entry as Record<string, unknown>;
    if (!isProductId(id) || seen.has(id) || !isQuantity(q) || typeof cn !== "string" || typeof n !== "string") continue;
    seen.add(id);
    lines.push({ productId: id, catalogNumber: cn.slice(0, 64), productName: n.slice(0, 300), quantity: q, note: normalizeNote(note ?? "") ?? "" });
    if (lines.length === LIST_LIMITS.linesPerList) break;
  }
  return lines;
}
