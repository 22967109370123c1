// Field errors in the visitor's language (issue 13): zod issues whose messages are FormErrorKeys, turned into
// FieldErrors by the translator of the `form-errors` messages. Pure, so the browser (react-hook-form) and the server
// (POST /api/forms/{formId}) show the same words.
import type { FieldErrors, FormErrorKey } from "./model";

/** Every FormErrorKey, for the messages' completeness test and to tell a key from zod's own English text. */
export const FORM_ERROR_KEYS = [
  "required",
  "tooLong",
  "tooShort",
  "email",
  "phone",
  "postalCode",
  "country",
  "region",
  "choice",
  "date",
  "dateInFuture",
  "dateInPast",
  "catalogNumber",
  "unknownProduct",
  "quantity",
  "tooManyLines",
  "file",
  "fileType",
  "fileTooLarge",
  "consent",
  "unknownField",
] as const satisfies readonly FormErrorKey[];

// Compile-time check that the list names every key of the model's union.
type Missing = Exclude<FormErrorKey, (typeof FORM_ERROR_KEYS)[number]>;
const everyKeyListed: Missing extends never ? true : Missing = true;
void everyKeyListed;

/** The message used when an issue carries no FormErrorKey (a type the browser cannot send: `{"email": 5}`). */
export const INVALID_KEY = "invalid";
/** FieldErrors' key for an error of the whole form (an issue with an empty path). */
export const FORM_LEVEL_PATH = "_form";

export const isFormErrorKey = (value: unknown): value is FormErrorKey => typeof value === "string" && (FORM_ERROR_KEYS as readonly string[]).includes(value);

/** The translator of the `form-errors` namespace: next-intl's `t`, or the server's (server/messages.ts), which names its locale. */
export interface ErrorTranslator {
  (key: string, values?: Record<string, string | number>): string;
  /** The BCP 47 tag of its language (`fr-CA`), in which lists are said. */
  locale?: string;
}

/** An issue's parameters: numbers, texts, and lists (said as "A, B or C" in the visitor's language by withLists). */
export type IssueValues = Record<string, string | number | readonly string[]>;

/** The part of a zod issue this reads (zod 4's `$ZodIssue` fits). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
  minimum?: unknown;
  keys?: readonly string[];
  /** What the message lists: the names of the file types a file field takes (`fileType`: "Attach a PDF or PNG file"). */
  choices?: readonly string[];
}

/** The values with each list said as one text, "A, B or C" in the locale's words (Intl.ListFormat). */
export function withLists(values: IssueValues, locale: string): Record<string, string | number> {
  const said: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    said[name] = typeof value === "string" || typeof value === "number" ? value : new Intl.ListFormat(locale, { type: "disjunction" }).format(value);
  }
  return said;
}

const pathOf = (path: readonly PropertyKey[]) => (path.length === 0 ? FORM_LEVEL_PATH : path.map(String).join("."));

function issueParams(issue: IssueLike): IssueValues {
  const params: IssueValues = issue.choices ? { choices: issue.choices } : {};
  for (const name of ["maximum", "minimum"] as const) {
    const value = issue[name];
    if (typeof value === "number" && Number.isFinite(value)) params[name] = value;
    else if (typeof value === "bigint") params[name] = Number(value);
  }
  return params;
}

function keyOf(issue: IssueLike): string {
  if (isFormErrorKey(issue.message)) return issue.message;
  // A field left out entirely: zod says "expected string, received undefined" before any of the schema's own checks.
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return "required";
  return INVALID_KEY;
}

/**
 * One translated error per field (the first issue of a path wins: the order zod checks in). `locale` (a BCP 47 tag) is
 * the language lists are said in: the translator's own unless given.
 */
export function translateIssues(issues: readonly IssueLike[], t: ErrorTranslator, locale = t.locale ?? "en"): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, text: string) => {
    if (!(path in errors)) errors[path] = text;
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys ?? []) add(pathOf([...issue.path, key]), t("unknownField"));
      continue;
    }
    add(pathOf(issue.path), t(keyOf(issue), withLists(issueParams(issue), locale)));
  }
  return errors;
}
