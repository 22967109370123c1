// The cross-reference query in a page's URL (F4): `q`, the numbers as typed (a short list), or `list`, the numbers of a
// long list or an upload compressed (deflate) and base64url-encoded, so every answer has a GET address that is
// shareable, survives reload and back, and stays under the request guard's URL limit (ADR 25). Decoding is bounded.
import "server-only";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { MAX_Q_ENCODED, MAX_TEXT_CHARS, type InputProblem } from "../model";
import { readNumbers } from "../normalize";

/** The query parameters the module reads (also tools' rewrite parameters: platform/routing/tool-rewrite.ts). */
export const CROSSREF_PARAMS = { text: "q", list: "list" } as const;
/** Longest `list` read (200 numbers of 40 characters compress well under it). */
export const MAX_LIST_TOKEN = 8_000;

export interface CrossRefQuery {
  /** Whether the URL asks anything (a `q` or a `list`). */
  asked: boolean;
  numbers: string[];
  /** The numbers one per line, for the box. */
  text: string;
  problem?: InputProblem;
  count?: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function encodeList(numbers: readonly string[]): string {
  return deflateRawSync(Buffer.from(numbers.join("\n"), "utf8"), { level: 9 }).toString("base64url");
}

/** The list's text, or undefined for a token that is not one of ours (bad characters, too long, not deflate, too large inflated). */
export function decodeList(token: string): string | undefined {
  if (token.length === 0 || token.length > MAX_LIST_TOKEN || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    return inflateRawSync(Buffer.from(token, "base64url"), { maxOutputLength: MAX_TEXT_CHARS * 4 }).toString("utf8");
  } catch {
    return undefined;
  }
}

export function parseCrossRefQuery(query: Readonly<Record<string, string | string[] | undefined>>): CrossRefQuery {
  const list = first(query[CROSSREF_PARAMS.list]);
  const q = first(query[CROSSREF_PARAMS.text]);
  if (list === undefined && q === undefined) return { asked: false, numbers: [], text: "" };
  let text = q ?? "";
  if (list !== undefined) {
    const decoded = decodeList(list);
    if (decoded === undefined) return { asked: true, numbers: [], text: "", problem: "badList" };
    text = decoded;
  }
  const read = readNumbers(text);
  const shown = text.length > MAX_TEXT_CHARS ? "" : read.numbers.length > 0 ? read.numbers.join("\n") : text;
  return { asked: true, numbers: read.numbers, text: shown, ...(read.problem ? { problem: read.problem } : {}), ...(read.count ? { count: read.count } : {}) };
}

/** The query string of these numbers: `?q=` while short, else `?list=`. */
export function crossRefSearch(numbers: readonly string[]): string {
  const q = encodeURIComponent(numbers.join("\n"));
  return q.length <= MAX_Q_ENCODED ? `?${CROSSREF_PARAMS.text}=${q}` : `?${CROSSREF_PARAMS.list}=${encodeList(numbers)}`;
}

/** The numbers with one replaced (a "did you mean" suggestion taken). */
export function replaceNumber(numbers: readonly string[], from: string, to: string): string[] {
  const replaced = numbers.map((number) => (number === from ? to : number));
  return replaced.filter((number, index) => replaced.indexOf(number) === index);
}
