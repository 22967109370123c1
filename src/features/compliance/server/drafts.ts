// Drafts of refused letter requests (F10-F13, ADR 60; no JavaScript): what the visitor typed (never the CSV file) and
// the translated errors, kept 30 minutes in the forms' draft table (form_drafts, form id `compliance:{form}`, which
// the forms' own drafts never read) for the page that shows the form again:
// /{brand}/{locale}/letter-request/{form}?draft=<id>. The id in the URL is random; the row is keyed by its SHA-256.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { formDrafts, getDb } from "@/platform/db";
import { isLetterForm, MAX_PASTED, MAX_TEXT, type LetterForm } from "../model";
import { FORM_FIELDS } from "../schema";

export const LETTER_DRAFT_LIFETIME_MS = 30 * 60_000;
const DRAFT_ID = /^[A-Za-z0-9_-]{32}$/u;
const PREFIX = "compliance:";

export interface LetterDraft {
  form: LetterForm;
  brand: string;
  locale: string;
  values: Record<string, string>;
  errors: { field?: string; message: string }[];
  returnTo?: string;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");

/** The fields a draft keeps, each cut to its limit (a hostile post cannot fill the table). */
export function draftValues(form: LetterForm, values: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  if (typeof values.numbers === "string") kept.numbers = values.numbers.replace(/\r\n?/gu, "\n").slice(0, MAX_PASTED);
  for (const field of FORM_FIELDS[form]) if (typeof values[field] === "string") kept[field] = values[field]!.slice(0, MAX_TEXT * 2);
  return kept;
}

export async function writeLetterDraft(draft: LetterDraft, now = new Date()): Promise<string> {
  const db = await getDb();
  const id = randomBytes(24).toString("base64url");
  await db.delete(formDrafts).where(lt(formDrafts.expiresAt, now));
  await db.insert(formDrafts).values({
    idHash: hashOf(id),
    formId: `${PREFIX}${draft.form}`,
    brand: draft.brand,
    locale: draft.locale,
    values: { ...draftValues(draft.form, draft.values), ...(draft.returnTo ? { returnTo: draft.returnTo } : {}) },
    errors: draft.errors.slice(0, 20),
    expiresAt: new Date(now.getTime() + LETTER_DRAFT_LIFETIME_MS),
  });
  return id;
}

/** The draft of an id from a URL for this form, or undefined when unknown, malformed, expired or of another form. */
export async function readLetterDraft(id: unknown, form: LetterForm, now = new Date()): Promise<LetterDraft | undefined> {
  if (typeof id !== "string" || !DRAFT_ID.test(id)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(formDrafts).where(eq(formDrafts.idHash, hashOf(id))).limit(1);
  if (!row || row.expiresAt.getTime() < now.getTime() || row.formId !== `${PREFIX}${form}` || !isLetterForm(form)) return undefined;
  const { returnTo, ...values } = (row.values ?? {}) as Record<string, string>;
  return { form, brand: row.brand, locale: row.locale, values, errors: (row.errors ?? []) as LetterDraft["errors"], ...(returnTo ? { returnTo } : {}) };
}
