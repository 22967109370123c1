// What the browser does with an answer of POST /api/forms/{formId} (issue 13). Pure, so every case is tested without
// a browser: an accepted form opens its confirmation (a path of this site only), field errors go back on their
// fields, anything else is a message shown above the form, which keeps what was typed.
import type { FieldErrors, SubmitAnswer } from "./model";

export type SubmitOutcome =
  | { kind: "accepted"; reference: string; confirmationUrl?: string; message: string }
  | { kind: "fieldErrors"; fieldErrors: FieldErrors; message: string }
  | { kind: "refused"; status: number; message: string };

/** `path` when it is a path of this site (`/x`, not `//host` or `/\host`), else undefined. */
export function sameSitePath(path: unknown): string | undefined {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  if (/[\u0000-\u001f\s]/.test(path)) return undefined;
  return path;
}

export function answerOutcome(status: number, answer: SubmitAnswer | undefined): SubmitOutcome {
  const message = typeof answer?.message === "string" ? answer.message : "";
  if ((status === 201 || status === 200) && answer && "reference" in answer && typeof answer.reference === "string") {
    return { kind: "accepted", reference: answer.reference, confirmationUrl: sameSitePath(answer.confirmationUrl), message };
  }
  if (status === 400 && answer && "fieldErrors" in answer && answer.fieldErrors && typeof answer.fieldErrors === "object") {
    const fieldErrors = Object.fromEntries(Object.entries(answer.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    if (Object.keys(fieldErrors).length > 0) return { kind: "fieldErrors", fieldErrors, message };
  }
  return { kind: "refused", status, message };
}
