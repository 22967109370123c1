// Product lists (A4; ADR 43): the limits, the shapes the browser and the server share, and the pure rules of a list's
// lines, used by the account's lists on the server and by the list a signed-out visitor keeps in the browser.

/** One place for every bound of a list (issue 14: 500 lines, 100 lists; the quote form's quantity range). */
export const LIST_LIMITS = {
  linesPerList: 500,
  listsPerAccount: 100,
  /** The quote request form takes 1..100000 per line (forms' quote-lines.ts), so a list line can become one as is. */
  quantityMax: 100_000,
  noteMaxChars: 500,
  nameMaxChars: 80,
} as const;

/** The id the routes and the add buttons use for the account's default list (`my-list`) of a brand. */
export const DEFAULT_LIST_ID = "default";

export type MoveDirection = "up" | "down";

/** A line as stored: the product (PIM id), the catalogue number and name as they were when added, quantity and note. */
export interface ListLine {
  productId: string;
  catalogNumber: string;
  productName: string;
  quantity: number;
  note: string;
}

/** A list as the account sees it in menus and pickers. */
export interface ListSummary {
  id: string;
  /** Empty for the default list (shown as the translated "My list"). */
  name: string;
  isDefault: boolean;
  lineCount: number;
  updatedAt: string;
}

/** Live product data of a line (P5 card data), or nothing when the brand's catalogue no longer has the product. */
export interface LineProduct {
  name: string;
  catalogNumber: string;
  /** Site path of the product page. */
  href: string;
  image?: { url: string; alt: string };
  /** Formatted list price in the brand currency, when the catalogue gives one. */
  price?: string;
  /** Unit price as a number (exports). */
  unitPrice?: number;
  currency?: string;
}

/** A line with what the catalogue says of its product now. */
export interface ListLineView extends ListLine {
  product?: LineProduct;
  /** The catalogue answered and no longer has this product for the brand. */
  discontinued: boolean;
}

/**
 * Whether a brand shows lists (B4, B5): its flag, and only where the account is shown (lists belong to an account,
 * and a redacted brand offers no sign-in); the same rule as the account area's `showsLists`.
 */
export function brandShowsLists(brand: { showMyLists: boolean; showMyAccount: boolean; redacted: boolean }): boolean {
  return brand.showMyLists && brand.showMyAccount && !brand.redacted;
}

const PIM_ID = /^\d{1,12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isProductId(value: unknown): value is string {
  return typeof value === "string" && PIM_ID.test(value);
}

/** A list id as the routes accept it: a stored list's UUID, or `default`. */
export function isListRef(value: unknown): value is string {
  return typeof value === "string" && (value === DEFAULT_LIST_ID || UUID.test(value));
}

export function isListUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

// Control characters (C0, DEL, C1) and the bidirectional overrides that could make a name read as another.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A list name as stored: unprintable characters dropped, spaces collapsed; undefined when empty or too long. */
export function normalizeListName(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const name = raw.replace(UNPRINTABLE, " ").replace(/\s+/g, " ").trim();
  return name.length > 0 && [...name].length <= LIST_LIMITS.nameMaxChars ? name : undefined;
}

/** A line note as stored: line breaks kept as spaces, unprintable characters dropped, trimmed; undefined when too long. */
export function normalizeNote(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const note = raw.replace(UNPRINTABLE, " ").replace(/[ \t]+/g, " ").trim();
  return [...note].length <= LIST_LIMITS.noteMaxChars ? note : undefined;
}

export function isQuantity(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= LIST_LIMITS.quantityMax;
}

/** Adding `added` to a line of `current` (the same product added again): the sum, kept within the bound. */
export function addedQuantity(current: number, added: number): number {
  return Math.min(LIST_LIMITS.quantityMax, current + added);
}

/**
 * Merging the browser's list into the account's default list (ADR 43): a product in both keeps the larger quantity.
 * The larger, not the sum, so a merge that runs twice (two tabs signing in, a retry after a lost answer) changes
 * nothing the second time.
 */
export function mergedQuantity(current: number | undefined, incoming: number): number {
  return Math.min(LIST_LIMITS.quantityMax, Math.max(current ?? 0, incoming));
}

/**
 * Taking back an add ("Undo" in the toast): the added quantity comes off; a line the add created goes when nothing is
 * left of it, a line that was there before keeps at least one.
 */
export function undoneQuantity(current: number, added: number, created: boolean): number | "remove" {
  const left = current - added;
  if (left >= 1) return left;
  return created ? "remove" : 1;
}

/** The lines with the one at `index` moved one place up or down; the same array when it cannot move. */
export function moveLine<T>(lines: readonly T[], index: number, direction: MoveDirection): readonly T[] {
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= lines.length || target < 0 || target >= lines.length) return lines;
  const next = [...lines];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** What the list detail counts: products (lines) and items (the quantities added up). */
export function listTotals(lines: readonly Pick<ListLine, "quantity">[]): { lines: number; items: number } {
  return { lines: lines.length, items: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/** The default list first, then the others by name (locale order), as menus and pickers show them. */
export function sortSummaries(lists: readonly ListSummary[], locale: string): ListSummary[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return [...lists].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** What the API answers for a refused request: a stable code for code, the translated message for people. */
export type ListErrorCode =
  | "invalid"
  | "signedOut"
  | "notFound"
  | "listLimit"
  | "lineLimit"
  | "productUnknown"
  | "nameInvalid"
  | "noteInvalid"
  | "quantityInvalid"
  | "defaultFixed"
  | "unavailable";

export interface ListErrorAnswer {
  error: ListErrorCode;
  message: string;
}
