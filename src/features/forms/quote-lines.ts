// The lines of a quote request (F2) outside the form's fields: the prefill a product page or the compare page links
// with (`request-quote?products=DR101-IV:2,GF15-WH:1`), a pasted list ("DR101-IV, 4" per line), and the link itself.
// Pure and bounded: the browser and the server page read the same way.
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { normalizeCatalogNumber } from "./fields/catalog-number-pattern";

export const QUOTE_PAGE_SLUG = "request-quote";
/** The query parameter of the prefill link. */
export const QUOTE_PRODUCTS_PARAM = "products";
/** Same limits as the schema's (definitions/quote.ts), kept here so this module stays free of zod. */
export const LINES_MAX = 200;
export const LINE_QUANTITY_MAX = 100_000;
/** Longest prefill parameter read: 200 entries of a long catalogue number and a quantity. */
export const PRODUCTS_PARAM_MAX_CHARS = 200 * 48;
/** Longest pasted list read. */
export const PASTE_MAX_CHARS = 20_000;

/** A line as the form holds it: texts, as its inputs do. */
export interface LineValues {
  catalogNumber: string;
  quantity: string;
  note: string;
}

export const emptyLine = (): LineValues => ({ catalogNumber: "", quantity: "1", note: "" });

function quantityOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return 1;
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= LINE_QUANTITY_MAX ? value : undefined;
}

/** Lines with the same catalogue number become one, their quantities added (up to the maximum), first place kept. */
export function mergeLines(lines: readonly { catalogNumber: string; quantity: number }[]): { catalogNumber: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.catalogNumber, Math.min(LINE_QUANTITY_MAX, (merged.get(line.catalogNumber) ?? 0) + line.quantity));
  return [...merged].map(([catalogNumber, quantity]) => ({ catalogNumber, quantity }));
}

/**
 * `DR101-IV:2,GF15-WH:1` (quantity optional, 1 by default) as lines: at most LINES_MAX, entries that are no
 * catalogue number or no quantity in 1..100000 left out, repeated numbers merged. A parameter given twice is read once.
 */
export function parseProductsParam(value: string | string[] | null | undefined): { catalogNumber: string; quantity: number }[] {
  const text = (Array.isArray(value) ? value[0] : value) ?? "";
  if (text === "" || text.length > PRODUCTS_PARAM_MAX_CHARS) return [];
  const lines: { catalogNumber: string; quantity: number }[] = [];
  for (const entry of text.split(",", LINES_MAX * 2)) {
    const [number, quantityText, ...rest] = entry.split(":");
    if (rest.length > 0 || number === undefined) continue;
    const catalogNumber = normalizeCatalogNumber(number);
    const quantity = quantityOf(quantityText);
    if (catalogNumber && quantity) lines.push({ catalogNumber, quantity });
  }
  return mergeLines(lines).slice(0, LINES_MAX);
}

function productsQuery(products: readonly { catalogNumber: string; quantity?: number }[]): string {
  const entries = products
    .slice(0, LINES_MAX)
    .flatMap((product) => {
      const catalogNumber = normalizeCatalogNumber(product.catalogNumber);
      return catalogNumber ? [product.quantity && product.quantity > 1 ? `${catalogNumber}:${product.quantity}` : catalogNumber] : [];
    });
  // Catalogue numbers hold only letters, digits and - . / (all safe in a query string), quantities digits.
  return entries.length > 0 ? `?${QUOTE_PRODUCTS_PARAM}=${entries.join(",")}` : "";
}

/** The prefill link of a quote request for these products (1 of each unless said), on the brand's site. */
export function quoteRequestHref(brand: string, locale: Locale, products: readonly { catalogNumber: string; quantity?: number }[]): string {
  return `${sitePath(brand, locale, QUOTE_PAGE_SLUG)}${productsQuery(products)}`;
}

/**
 * The same prefill on the quote form's own page, rendered per request (`/{brand}/{locale}/forms/quote?products=…`),
 * which fills the lines on the server: where the link goes without JavaScript, since the cached request-quote page
 * fills them in the browser.
 */
export function quoteFormHref(brand: string, locale: Locale, products: readonly { catalogNumber: string; quantity?: number }[]): string {
  return `${sitePath(brand, locale, "forms/quote")}${productsQuery(products)}`;
}

/** The prefilled lines as the quote form holds them (texts), for its page rendered on the server. */
export function prefilledLines(value: string | string[] | null | undefined): LineValues[] {
  return parseProductsParam(value).map((line) => ({ catalogNumber: line.catalogNumber, quantity: String(line.quantity), note: "" }));
}

/**
 * A pasted list, one product per line: the catalogue number, then optionally a quantity, separated by a comma,
 * semicolon, tab, `x` or spaces (`DR101-IV, 4`, `GF15-WH\t10`, `DR101-IV x 2`). Lines that say nothing else are
 * skipped silently; lines not understood are given back, to stay in the box for the visitor to fix.
 */
export function parsePastedLines(text: string): { lines: { catalogNumber: string; quantity: number }[]; rejected: string[] } {
  const lines: { catalogNumber: string; quantity: number }[] = [];
  const rejected: string[] = [];
  for (const raw of text.slice(0, PASTE_MAX_CHARS).split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === "") continue;
    const match = /^([^\s,;\t]+)(?:\s*(?:[,;\t]|\s[xX×]\s|\s)\s*(\S+))?\s*$/.exec(line);
    const catalogNumber = match?.[1] ? normalizeCatalogNumber(match[1]) : undefined;
    const quantity = match ? quantityOf(match[2]) : undefined;
    if (catalogNumber && quantity && lines.length < LINES_MAX) lines.push({ catalogNumber, quantity });
    else rejected.push(line);
  }
  return { lines: mergeLines(lines), rejected };
}

/**
 * Adds parsed lines to the form's lines: a number already there gets the quantities added, a new one takes the first
 * empty line or goes at the end; nothing beyond LINES_MAX (what did not fit is counted).
 */
export function addToLines(current: readonly LineValues[], added: readonly { catalogNumber: string; quantity: number }[]): { lines: LineValues[]; overflow: number } {
  const lines = current.map((line) => ({ ...line }));
  let overflow = 0;
  for (const item of added) {
    const existing = lines.find((line) => normalizeCatalogNumber(line.catalogNumber) === item.catalogNumber);
    if (existing) {
      const before = quantityOf(existing.quantity) ?? 0;
      existing.quantity = String(Math.min(LINE_QUANTITY_MAX, before + item.quantity));
      continue;
    }
    const blank = lines.find((line) => line.catalogNumber.trim() === "");
    if (blank) {
      blank.catalogNumber = item.catalogNumber;
      blank.quantity = String(item.quantity);
    } else if (lines.length < LINES_MAX) lines.push({ catalogNumber: item.catalogNumber, quantity: String(item.quantity), note: "" });
    else overflow += 1;
  }
  return { lines, overflow };
}
