// Reading competitor catalogue numbers as visitors type, paste or upload them (F4): one key per number whatever its
// case, spaces, dashes, dots or slashes; a list split on lines, commas, semicolons, tabs or bars; a CSV's number
// column; and the bounded edit distance the "did you mean" suggestions use. Pure and client-safe.
import { MAX_NUMBER_CHARS, MAX_NUMBERS, MAX_TEXT_CHARS, type InputProblem } from "./model";

/** The search key of a number: NFKC, upper case, letters and digits only (`ke 482.117-1` -> `KE4821171`). */
export function normalizeNumber(text: string): string {
  return text.normalize("NFKC").toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** A quantity a pasted row may carry after its number (1 to 4 digits alone): not a number to look up. */
const QUANTITY = /^\d{1,4}$/;
/** What a typed number may hold: letters, digits, spaces and the punctuation catalogues print. */
const NUMBER_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} .\-/_#+]*$/u;

export interface ReadNumbers {
  /** Distinct numbers as typed (trimmed), first occurrence kept, in order. */
  numbers: string[];
  problem?: InputProblem;
  /** How many distinct numbers were given, when there are too many. */
  count?: number;
}

/** Splits text into entries: lines, commas, semicolons, tabs and bars separate numbers. */
export function splitEntries(text: string): string[] {
  return text
    .split(/[\r\n,;\t|]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "" && !QUANTITY.test(entry));
}

/** Distinct entries by their key (an entry without any letter or digit is dropped), checked against the limits. */
export function distinctNumbers(entries: readonly string[]): ReadNumbers {
  const seen = new Set<string>();
  const numbers: string[] = [];
  for (const entry of entries) {
    const key = normalizeNumber(entry.slice(0, MAX_NUMBER_CHARS * 4));
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    numbers.push(entry);
    // Counting stops a little past the limit: the message says "more than 200", never walks a huge list.
    if (numbers.length > MAX_NUMBERS * 50) break;
  }
  if (numbers.length === 0) return { numbers: [], problem: "empty" };
  if (numbers.length > MAX_NUMBERS) return { numbers: [], problem: "tooMany", count: numbers.length };
  return { numbers };
}

/** Numbers typed or pasted in the box. */
export function readNumbers(text: string): ReadNumbers {
  if (text.length > MAX_TEXT_CHARS) return { numbers: [], problem: "tooLong" };
  return distinctNumbers(splitEntries(text));
}

/** Why an entry is not looked up at all, if it is not. */
export function entryProblem(entry: string): "tooLong" | "characters" | undefined {
  if (entry.length > MAX_NUMBER_CHARS) return "tooLong";
  if (!NUMBER_TEXT.test(entry) || !/\d/.test(entry)) return "characters";
  return undefined;
}

/** Whether a CSV cell looks like a catalogue number: 3 to 40 characters, a digit, nothing a number does not print. */
export function looksLikeNumber(cell: string): boolean {
  const text = cell.trim();
  return text.length >= 3 && text.length <= MAX_NUMBER_CHARS && !QUANTITY.test(text) && NUMBER_TEXT.test(text) && /\d/.test(text);
}

/** Rows of a CSV text (RFC 4180 quoting), with the separator its first line uses most (`,` `;` or tab). At most `maxRows`. */
export function parseCsv(text: string, maxRows = MAX_NUMBERS * 5): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const newline = body.search(/\r|\n/);
  const firstLine = newline < 0 ? body : body.slice(0, newline);
  const counts = [",", ";", "\t"].map((sep) => [sep, firstLine.split(sep).length - 1] as const);
  const separator = counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      if (rows.length >= maxRows) return rows;
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/** Heading words of a number column in the three languages. */
const NUMBER_HEADING = /(part|catalog|catalogue|item|number|sku|n[°º]|num[ée]ro|r[ée]f[ée]rence|n[úu]mero|parte|cat[áa]logo|modelo|model)/i;

/** The numbers of a CSV: its number column (a heading that names one, else the column holding most numbers). */
export function csvNumbers(text: string): string[] {
  const rows = parseCsv(text);
  if (rows.length === 0) return [];
  const width = Math.min(50, Math.max(...rows.map((r) => r.length)));
  const header = rows[0]!;
  const headed = header.every((cell) => !looksLikeNumber(cell)) ? header.findIndex((cell) => NUMBER_HEADING.test(cell)) : -1;
  let column = headed;
  if (column < 0) {
    let best = -1;
    for (let c = 0; c < width; c++) {
      const count = rows.reduce((n, r) => n + (looksLikeNumber(r[c] ?? "") ? 1 : 0), 0);
      if (count > best) [best, column] = [count, c];
    }
  }
  const data = header.every((cell) => !looksLikeNumber(cell)) ? rows.slice(1) : rows;
  // Cells without a digit in that column (a description, a subtotal line) are no numbers.
  return data.map((r) => (r[column] ?? "").trim()).filter((cell) => /\d/.test(cell) && !QUANTITY.test(cell));
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, adjacent transpositions), or `max + 1` as
 * soon as it must exceed `max`: the work is bounded by the band of width 2·max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  const over = max + 1;
  let prev2 = new Array<number>(n + 1).fill(over);
  let prev = Array.from({ length: n + 1 }, (_, j) => Math.min(j, over));
  let row = new Array<number>(n + 1).fill(over);
  for (let i = 1; i <= a.length; i++) {
    row.fill(over);
    row[0] = Math.min(i, over);
    let best = row[0];
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prev2[j - 2]! + 1);
      row[j] = Math.min(value, over);
      if (row[j]! < best) best = row[j]!;
    }
    if (best > max) return over;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return Math.min(prev[n]!, over);
}

/** How many edits a typo of a number of this length may hold: 1 up to 6 characters, else 2. */
export function typoBudget(key: string): number {
  return key.length <= 6 ? 1 : 2;
}
