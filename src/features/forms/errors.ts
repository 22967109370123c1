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

/** The translator of the `form-errors` namespace: next-intl's `t`, or the server's (server/messages.ts). */
export type ErrorTranslator = (key: string, values?: Record<string, string | number>) => string;

/** The part of a zod issue this reads (zod 4's `$ZodIssue` fits). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
  minimum?: unknown;
  keys?: readonly string[];
}

const pathOf = (path: readonly PropertyKey[]) => (path.length === 0 ? FORM_LEVEL_PATH : path.map(String).join("."));

function numberParams(issue: IssueLike): Record<string, number> {
  const params: Record<string, number> = {};
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

/** One translated error per field (the first issue of a path wins: the order zod checks in). */
export function translateIssues(issues: readonly IssueLike[], t: ErrorTranslator): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, text: string) => {
    if (!(path in errors)) errors[path] = text;
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys ?? []) add(pathOf([...issue.path, key]), t("unknownField"));
      continue;
    }
    add(pathOf(issue.path), t(keyOf(issue), numberParams(issue)));
  }
  return errors;
}
