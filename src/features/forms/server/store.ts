// Storing an accepted submission (issue 13, nothing lost): the submission, its files and one outbox row per active
// sink in ONE transaction, so a visitor is told "sent" only once all of it committed, and the outbox worker finds every
// row it must deliver. The submission key is the idempotency key: a repeat (a retry, a double click, two racing
// requests) gets the stored reference and stores nothing new; the unique index decides, not a read before the write.
import { eq } from "drizzle-orm";
import { formOutbox, formSubmissions, formUploads, getDb, type NewFormSubmissionRow } from "@/platform/db";
import type { FormId } from "../model";
import { newReference } from "./reference";
import type { CheckedUpload } from "./uploads";

export type SubmissionInput = Omit<NewFormSubmissionRow, "id" | "reference" | "createdAt" | "formId"> & { formId: FormId };

export type StoreResult = { kind: "stored"; reference: string; id: number } | { kind: "duplicate"; reference: string; formId: FormId; brand: string; locale: string };

/** Tries with a new reference this many times when one clashes (40 random bits: practically never twice). */
const REFERENCE_ATTEMPTS = 5;

/** The stored submission of a key, if any (a repeat of an accepted submission). */
export async function findByKey(submissionKey: string): Promise<Extract<StoreResult, { kind: "duplicate" }> | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ reference: formSubmissions.reference, formId: formSubmissions.formId, brand: formSubmissions.brand, locale: formSubmissions.locale })
    .from(formSubmissions)
    .where(eq(formSubmissions.submissionKey, submissionKey))
    .limit(1);
  return row && { kind: "duplicate", ...row };
}

export async function storeSubmission(input: SubmissionInput, uploads: readonly CheckedUpload[], sinks: readonly string[]): Promise<StoreResult> {
  const db = await getDb();
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = newReference(input.formId);
    const stored = await db.transaction(async (tx) => {
      // Either unique index (key or reference) taken: nothing inserted, and the transaction below is not run.
      const [row] = await tx.insert(formSubmissions).values({ ...input, reference }).onConflictDoNothing().returning({ id: formSubmissions.id });
      if (!row) return undefined;
      if (uploads.length > 0) await tx.insert(formUploads).values(uploads.map((upload) => ({ submissionId: row.id, ...upload })));
      if (sinks.length > 0) await tx.insert(formOutbox).values(sinks.map((sink) => ({ submissionId: row.id, sink })));
      return row.id;
    });
    if (stored !== undefined) return { kind: "stored", reference, id: stored };
    // The conflict was the key (a repeat, perhaps one that committed while this waited on it) or, rarely, the reference.
    const existing = await findByKey(input.submissionKey);
    if (existing) return existing;
  }
  throw new Error(`no free reference after ${REFERENCE_ATTEMPTS} attempts`);
}
