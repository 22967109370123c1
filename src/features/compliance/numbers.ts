// Catalogue numbers from what a visitor gives (F10-F13): a typed or pasted list (one per line, or separated by commas,
// semicolons, tabs or spaces) and a CSV file (the column headed "catalog number", else the first column). Pure.
// Numbers are trimmed and upper-cased, duplicates kept once in first-seen order; the limit is checked on the
// distinct numbers. A file that is not UTF-8 text (binary, UTF-16, a spreadsheet) is refused, not guessed at.
import { MAX_NUMBER_LENGTH, MAX_NUMBERS } from "./model";

export type NumbersResult =
  | { ok: true; numbers: string[]; duplicates: string[] }
  | { ok: false; error: "numbersEmpty" | "numbersTooMany" | "numberTooLong" | "csvNotText" | "csvNoColumn"; value?: string };

const SEPARATORS = /[\s,;]+/u;
const HEADER = /^(catalog(ue)?[ _-]?(number|no\.?|#)|cat(alog)?[ _-]?no\.?|n[uú]mero de cat[aá]logo|num[eé]ro de catalogue|part[ _-]?number|sku)$/iu;

/** The distinct numbers of a pasted list (or the CSV's numbers), checked against the limits. */
export function collectNumbers(raw: readonly string[]): NumbersResult {
  const seen = new Set<string>();
  const numbers: string[] = [];
  const duplicates: string[] = [];
  for (const piece of raw) {
    const number = piece.trim().toUpperCase();
    if (number === "") continue;
    if (number.length > MAX_NUMBER_LENGTH) return { ok: false, error: "numberTooLong", value: number.slice(0, MAX_NUMBER_LENGTH) + "…" };
    if (seen.has(number)) {
      if (!duplicates.includes(number)) duplicates.push(number);
      continue;
    }
    seen.add(number);
    numbers.push(number);
    if (numbers.length > MAX_NUMBERS) return { ok: false, error: "numbersTooMany" };
  }
  if (numbers.length === 0) return { ok: false, error: "numbersEmpty" };
  return { ok: true, numbers, duplicates };
}

/** The pieces of a pasted list. */
export function splitPasted(text: string): string[] {
  return text.split(SEPARATORS);
}

/** Decodes a CSV file as UTF-8 text, refusing binary content (NUL or control bytes, invalid UTF-8). */
export function csvText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (/[\u0000-\u0008\u000e-\u001f]/u.test(text)) return undefined;
  return text.replace(/^\uFEFF/u, "");
}

/** Splits one CSV line into cells (quoted cells may hold separators and doubled quotes). */
export function csvCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/** The catalogue numbers of a CSV file's text: the column headed like a catalogue number, else the first. */
export function numbersFromCsv(text: string): NumbersResult {
  const lines = text.split(/\r\n|\n|\r/u).filter((line) => line.trim() !== "");
  if (lines.length === 0) return { ok: false, error: "numbersEmpty" };
  const first = lines[0]!;
  const separator = first.includes(";") && !first.includes(",") ? ";" : first.includes("\t") && !first.includes(",") ? "\t" : ",";
  const header = csvCells(first, separator);
  const named = header.findIndex((cell) => HEADER.test(cell));
  // A header row of words that are not a catalogue-number heading: the file's columns are not ours.
  const looksLikeHeader = header.some((cell) => /\s/u.test(cell) || /^[a-z]/iu.test(cell) && /[a-z]{4,}/u.test(cell) && cell === cell.toLowerCase());
  if (named < 0 && looksLikeHeader) return { ok: false, error: "csvNoColumn" };
  const column = Math.max(0, named);
  const rows = named >= 0 ? lines.slice(1) : lines;
  if (rows.length > MAX_NUMBERS * 4) return { ok: false, error: "numbersTooMany" };
  return collectNumbers(rows.map((line) => csvCells(line, separator)[column] ?? ""));
}
