// F4 Competitor Cross Reference (issue 16): the shapes of the generated cross-reference data and of an answer, and the
// limits of what a visitor may ask at once. Pure and client-safe.
import type { Locale } from "@/config/locales";

/** Most different numbers cross-referenced at once (typed, pasted, uploaded): more is a translated error. */
export const MAX_NUMBERS = 200;
/** Longest number read; a longer entry is listed as not a catalogue number. */
export const MAX_NUMBER_CHARS = 40;
/** Longest text read from the box (200 numbers of 40 characters with separators fit). */
export const MAX_TEXT_CHARS = 10_000;
/** Largest CSV file accepted (bytes). */
export const MAX_FILE_BYTES = 256 * 1024;
/** Equivalents shown per number, best first. */
export const MAX_EQUIVALENTS = 3;
/** Longest encoded `q` put in an address; a longer list goes in the compressed `list` (server/query.ts). */
export const MAX_Q_ENCODED = 1_800;
/** "Did you mean" suggestions per unknown number. */
export const MAX_SUGGESTIONS = 3;

/** How well one of our products replaces the competitor's: same in every attribute that matters, differs only in looks or details, or does the same job. */
export type MatchQuality = "exact" | "close" | "functional";
export const MATCH_QUALITIES: readonly MatchQuality[] = ["exact", "close", "functional"];

export interface Competitor {
  id: string;
  name: string;
}

/**
 * One brand's generated cross-reference file (generated/crossref/<brand>.json). Entries are competitor numbers as the
 * competitor prints them, each with this brand's equivalents: [productId, quality index, competitor values that
 * differ (indices into `values`)]. Values are the competitor's attribute values, labelled in every locale from the
 * catalogue's own labels (null: the competitor's product does not state it).
 */
export interface CrossRefFile {
  version: 1;
  brand: string;
  seed: number;
  competitors: Competitor[];
  values: [key: string, labels: Record<Locale, string> | null][];
  entries: [number: string, competitor: number, matches: [productId: string, quality: number, diffs: number[]][]][];
}

/** How a typed number was found in the data. */
export type FoundBy = "exact" | "normalized" | "prefix" | "suffix";

export interface Difference {
  key: string;
  /** Attribute name in the locale. */
  label: string;
  /** The competitor's value in the locale, or null when it does not state one. */
  theirs: string | null;
  /** Ours in the locale (from the catalogue), or null when the product has none. */
  ours: string | null;
}

export interface Equivalent {
  quality: MatchQuality;
  product: { id: string; name: string; catalogNumber: string; slug?: string; image?: { url: string; alt: string } };
  differences: Difference[];
}

export type LineResult =
  | { kind: "found"; input: string; by: FoundBy; competitor: Competitor; number: string; equivalents: Equivalent[]; otherNumbers: string[] }
  | { kind: "unknown"; input: string; suggestions: string[] }
  | { kind: "invalid"; input: string; reason: "tooLong" | "characters" };

export type CrossRefAnswer =
  | { kind: "idle" }
  | { kind: "problem"; problem: InputProblem; count?: number }
  | { kind: "unavailable" }
  | { kind: "results"; lines: LineResult[] };

/** What is wrong with a whole request (each is a translated message). */
export type InputProblem = "empty" | "tooMany" | "tooLong" | "badList" | "fileType" | "fileTooLarge" | "fileEmpty" | "bodyTooLarge" | "badRequest" | "rateLimited";

export const INPUT_PROBLEMS: readonly InputProblem[] = ["empty", "tooMany", "tooLong", "badList", "fileType", "fileTooLarge", "fileEmpty", "bodyTooLarge", "badRequest", "rateLimited"];

export function isInputProblem(value: unknown): value is InputProblem {
  return typeof value === "string" && (INPUT_PROBLEMS as readonly string[]).includes(value);
}

/** generated/crossref/meta.json: what the form shows before any query (competitors, examples), without loading a brand's data. */
export interface CrossRefMeta {
  version: 1;
  competitors: Competitor[];
  brands: Record<string, { entries: number; examples: string[] }>;
}
