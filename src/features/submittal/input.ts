// A submittal request from what a visitor sends (F15): catalogue numbers typed, pasted, from a list or a CSV file, and
// the cover sheet's fields. Pure. Unlike a compliance letter, a package refuses duplicates and unknown numbers outright
// (they are named in the message): a submittal lists each product once, and a number nobody sells cannot be submitted.
import { csvCells, csvText } from "@/features/compliance";
import { MAX_NUMBER_LENGTH, MAX_PRODUCTS, MAX_TEXT, type SubmittalRequest } from "./model";

export type InputError =
  | { key: "numbersEmpty" | "numbersTooMany" | "csvNotText" | "csvNoColumn" | "csvTooLarge" | "badDate"; field: string }
  | { key: "numberTooLong"; field: string; value: string }
  | { key: "duplicates"; field: string; numbers: string[] }
  | { key: "required" | "tooLong"; field: "projectName" | "submittedBy" };

const SEPARATORS = /[\s,;]+/u;
const HEADER = /^(catalog(ue)?[ _-]?(number|no\.?|#)|cat(alog)?[ _-]?no\.?|n[uú]mero de cat[aá]logo|num[eé]ro de catalogue|part[ _-]?number|sku)$/iu;

export type NumbersResult = { ok: true; numbers: string[] } | { ok: false; error: InputError };

/** The numbers, trimmed and upper-cased, in order; refused when empty, too many, too long or repeated. */
export function checkNumbers(raw: readonly string[], field = "numbers"): NumbersResult {
  const numbers: string[] = [];
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const piece of raw) {
    const number = piece.trim().toUpperCase();
    if (number === "") continue;
    if (number.length > MAX_NUMBER_LENGTH) return { ok: false, error: { key: "numberTooLong", field, value: `${number.slice(0, MAX_NUMBER_LENGTH)}…` } };
    if (seen.has(number)) {
      if (!duplicates.includes(number)) duplicates.push(number);
      continue;
    }
    seen.add(number);
    numbers.push(number);
    // Bounded work: a pasted list of thousands stops here.
    if (numbers.length > MAX_PRODUCTS) return { ok: false, error: { key: "numbersTooMany", field } };
  }
  if (duplicates.length > 0) return { ok: false, error: { key: "duplicates", field, numbers: duplicates } };
  if (numbers.length === 0) return { ok: false, error: { key: "numbersEmpty", field } };
  return { ok: true, numbers };
}

export const splitPasted = (text: string): string[] => text.split(SEPARATORS);

/** The numbers of a CSV file: the column headed like a catalogue number, else the first column of a header-less file. */
export function numbersFromCsv(bytes: Uint8Array): NumbersResult {
  const text = csvText(bytes);
  if (text === undefined) return { ok: false, error: { key: "csvNotText", field: "csv" } };
  const lines = text.split(/\r\n|\n|\r/u).filter((line) => line.trim() !== "");
  if (lines.length === 0) return { ok: false, error: { key: "numbersEmpty", field: "csv" } };
  if (lines.length > MAX_PRODUCTS * 4) return { ok: false, error: { key: "numbersTooMany", field: "csv" } };
  const first = lines[0]!;
  const separator = first.includes(";") && !first.includes(",") ? ";" : first.includes("\t") && !first.includes(",") ? "\t" : ",";
  const header = csvCells(first, separator);
  const named = header.findIndex((cell) => HEADER.test(cell));
  // A first row of words (spaces, or lower-case words) that names no catalogue-number column: not our columns.
  const wordy = header.some((cell) => /\s/u.test(cell) || (/[a-z]{4,}/u.test(cell) && cell === cell.toLowerCase()));
  if (named < 0 && wordy) return { ok: false, error: { key: "csvNoColumn", field: "csv" } };
  const rows = named >= 0 ? lines.slice(1) : lines;
  return checkNumbers(
    rows.map((line) => csvCells(line, separator)[Math.max(0, named)] ?? ""),
    "csv",
  );
}

/** A yyyy-mm-dd date that exists, or undefined. */
export function validDate(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

export type RequestResult = { ok: true; request: SubmittalRequest } | { ok: false; errors: InputError[] };

/** The whole request from the form's fields (strings) and the CSV's bytes, if one was sent. */
export function submittalRequest(fields: Record<string, string | undefined>, csv: Uint8Array | undefined, today: string): RequestResult {
  const errors: InputError[] = [];
  const text = (name: "projectName" | "submittedBy") => {
    const value = (fields[name] ?? "").trim().replace(/\s+/gu, " ");
    if (value === "") errors.push({ key: "required", field: name });
    else if (value.length > MAX_TEXT) errors.push({ key: "tooLong", field: name });
    return value;
  };
  let numbers: NumbersResult;
  if (csv) {
    numbers = numbersFromCsv(csv);
    if (numbers.ok && (fields.numbers ?? "").trim() !== "") numbers = checkNumbers([...numbers.numbers, ...splitPasted(fields.numbers ?? "")]);
  } else numbers = checkNumbers(splitPasted(fields.numbers ?? ""));
  if (!numbers.ok) errors.push(numbers.error);
  const projectName = text("projectName");
  const submittedBy = text("submittedBy");
  const rawDate = (fields.date ?? "").trim();
  const date = rawDate === "" ? today : validDate(rawDate);
  if (!date) errors.push({ key: "badDate", field: "date" });
  if (errors.length > 0 || !numbers.ok || !date) return { ok: false, errors };
  return {
    ok: true,
    request: { numbers: numbers.numbers, projectName, submittedBy, date, instructions: fields.instructions === "on" || fields.instructions === "1", certificates: fields.certificates === "on" || fields.certificates === "1" },
  };
}
