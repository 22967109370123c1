// Drafts (issue 13, no JavaScript): what a visitor typed into a form the server refused, with the translated errors,
// kept 30 minutes for the page that shows the form again (/{brand}/{locale}/forms/{formId}?draft=<id>). The id in the
// URL is random; the row is keyed by its SHA-256, so the table alone does not give the URL. Files and the captcha are
// never kept. Expired rows are purged as drafts are read and written.
import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { formDrafts, getDb } from "@/platform/db";
import { FORM_LEVEL_PATH } from "../errors";
import { isFormId, type FieldErrors, type FormId } from "../model";

export const DRAFT_LIFETIME_MS = 30 * 60_000;
/** A draft's values larger than this (JSON) are not kept: only hostile posts get there, the errors are kept. */
const MAX_VALUES_CHARS = 64 * 1024;
const DRAFT_ID = /^[A-Za-z0-9_-]{32}$/;

/** A refused no-JavaScript submission, kept for the page that shows the form again. */
export interface FormDraft {
  formId: FormId;
  brand: string;
  locale: string;
  values: Record<string, unknown>;
  errors: FieldErrors;
  /** Form-level message (captcha, rate limit), translated. */
  message?: string;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");

export async function writeDraft(draft: FormDraft, now = new Date()): Promise<string> {
  const db = await getDb();
  const id = randomBytes(24).toString("base64url");
  const values = JSON.stringify(draft.values).length <= MAX_VALUES_CHARS ? draft.values : {};
  const errors: FieldErrors = { ...draft.errors, ...(draft.message ? { [FORM_LEVEL_PATH]: draft.message } : {}) };
  await db.delete(formDrafts).where(lt(formDrafts.expiresAt, now));
  await db.insert(formDrafts).values({ idHash: hashOf(id), formId: draft.formId, brand: draft.brand, locale: draft.locale, values, errors, expiresAt: new Date(now.getTime() + DRAFT_LIFETIME_MS) });
  return id;
}

/** The draft of an id from a URL, or undefined when it is unknown, malformed or expired (expired rows are purged). */
export async function readDraft(id: string, now = new Date()): Promise<FormDraft | undefined> {
  if (typeof id !== "string" || !DRAFT_ID.test(id)) return undefined;
  const db = await getDb();
  await db.delete(formDrafts).where(lt(formDrafts.expiresAt, now));
  const [row] = await db.select().from(formDrafts).where(eq(formDrafts.idHash, hashOf(id))).limit(1);
  if (!row || row.expiresAt.getTime() < now.getTime() || !isFormId(row.formId)) return undefined;
  const { [FORM_LEVEL_PATH]: message, ...errors } = (row.errors ?? {}) as FieldErrors;
  return { formId: row.formId, brand: row.brand, locale: row.locale, values: (row.values ?? {}) as Record<string, unknown>, errors, ...(message ? { message } : {}) };
}
