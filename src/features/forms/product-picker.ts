// The product picker's query (F2, F3): what a visitor types to find a product by catalogue number or name, cleaned and
// bounded the same way in the browser (no request for what the server would refuse) and on the server
// (GET /api/forms/products). Pure.

/** Shorter queries match too much; longer ones are no catalogue number and no product name. */
export const PICKER_MIN_QUERY = 2;
export const PICKER_MAX_QUERY = 64;
/** Most words a query keeps: every word is a look-up in the index. */
export const PICKER_MAX_WORDS = 8;
/** Most products one answer lists. */
export const PICKER_MAX_RESULTS = 10;
/** Pause after the last keystroke before the picker asks. */
export const PICKER_DEBOUNCE_MS = 200;

/** One product of a picker answer. */
export interface PickerProduct {
  catalogNumber: string;
  name: string;
  imageUrl?: string;
}

/** The JSON body of GET /api/forms/products: the products, or a translated error. */
export type PickerAnswer = { products: PickerProduct[] } | { error: string };

export type PickerQuery = { ok: true; query: string } | { ok: false; problem: "tooShort" | "tooLong" };

/**
 * The query as searched: control characters and runs of white space made one space, trimmed, at most
 * PICKER_MAX_WORDS words; too short or too long (in characters, before the word cut) is a problem, not a search.
 */
export function pickerQuery(input: string | null | undefined): PickerQuery {
  const cleaned = (input ?? "").replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, " ").replace(/\s+/g, " ").trim();
  const length = [...cleaned].length;
  if (length < PICKER_MIN_QUERY) return { ok: false, problem: "tooShort" };
  if (length > PICKER_MAX_QUERY) return { ok: false, problem: "tooLong" };
  return { ok: true, query: cleaned.split(" ").slice(0, PICKER_MAX_WORDS).join(" ") };
}

/** The option made active by an arrow key in a list of `count` (-1: none; wraps around, as the header search). */
export function moveActive(current: number, count: number, key: "ArrowDown" | "ArrowUp" | string): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current + 1 >= count ? 0 : current + 1;
  if (key === "ArrowUp") return current <= 0 ? count - 1 : current - 1;
  return current;
}

/** The picker's request URL (same origin). */
export function pickerUrl(brand: string, locale: string, query: string): string {
  return `/api/forms/products?${new URLSearchParams({ brand, locale, q: query }).toString()}`;
}

/** Reads a picker answer; throws on anything but a list of products (the picker then shows its error state). */
export function readPickerAnswer(status: number, body: unknown): PickerProduct[] {
  if (status !== 200 || !body || typeof body !== "object" || !Array.isArray((body as { products?: unknown }).products)) throw new Error(`picker answered ${status}`);
  return ((body as { products: unknown[] }).products).flatMap((item): PickerProduct[] => {
    if (!item || typeof item !== "object") return [];
    const { catalogNumber, name, imageUrl } = item as Record<string, unknown>;
    if (typeof catalogNumber !== "string" || typeof name !== "string") return [];
    return [{ catalogNumber, name, ...(typeof imageUrl === "string" && imageUrl.startsWith("/") && !imageUrl.startsWith("//") ? { imageUrl } : {}) }];
  }).slice(0, PICKER_MAX_RESULTS);
}
