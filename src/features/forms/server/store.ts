// Storing an accepted submission (issue 13, nothing lost): the submission, its files and one outbox row per active
// sink in ONE transaction, so a visitor is told "sent" only once all of it committed, and the outbox worker finds every
// row it must deliver. The submission key is the idempotency key: a repeat (a retry, a double click, two racing
// requests) gets the stored reference and stores nothing new; the unique index decides, not a read before the write.
import { eq } from "drizzle-orm";
import { globalRegistry } from "@/platform/server/global-registry";
import { formOutbox, formSubmissions, formUploads, getDb, GroupCommit, type NewFormSubmissionRow, type Transaction } from "@/platform/db";
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
  // Submissions without files arriving together share one transaction (group commit); each is answered after it.
  if (uploads.length === 0) {
    const grouped = await groupCommit().submit({ input, sinks, reference: newReference(input.formId) });
    if (grouped) return grouped;
  }
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

/** Most submissions one grouped transaction holds. */
export const MAX_GROUP = 100;

interface Grouped {
  input: SubmissionInput;
  sinks: readonly string[];
  reference: string;
}

/**
 * Group commit (ADR 34 amendment; the platform's GroupCommit): the database writes one transaction at a time (PGlite is
 * one connection), and under a burst each submission's own BEGIN, two INSERTs and COMMIT queue behind the others'.
 * Submissions that arrive while a transaction is being written wait for the next one, which stores all of them: one
 * multi-row INSERT of the submissions, one of their outbox rows, one COMMIT. A waiter is answered only after that
 * COMMIT, with its own row; one whose row the group did not insert (its key or reference taken), or every waiter of a
 * group that failed, is stored alone by the path above, which finds a repeat and reports a database failure as before.
 */
async function writeSubmissions(tx: Transaction, group: readonly Grouped[]): Promise<(Extract<StoreResult, { kind: "stored" }> | undefined)[]> {
  const rows = await tx
    .insert(formSubmissions)
    .values(group.map((waiter) => ({ ...waiter.input, reference: waiter.reference })))
    .onConflictDoNothing()
    .returning({ id: formSubmissions.id, submissionKey: formSubmissions.submissionKey, reference: formSubmissions.reference });
  const byKey = new Map(rows.map((row) => [row.submissionKey, row]));
  const ours = (waiter: Grouped) => {
    const row = byKey.get(waiter.input.submissionKey);
    return row && row.reference === waiter.reference ? row : undefined;
  };
  const outbox = group.flatMap((waiter) => {
    const row = ours(waiter);
    return row ? waiter.sinks.map((sink) => ({ submissionId: row.id, sink })) : [];
  });
  if (outbox.length > 0) await tx.insert(formOutbox).values(outbox);
  return group.map((waiter) => {
    const row = ours(waiter);
    return row && { kind: "stored" as const, reference: row.reference, id: row.id };
  });
}

// One per process, shared by every bundle copy of this module (the route through Next and the direct one).
const groupCommit = globalRegistry("voltline.forms.submissionGroup", () => new GroupCommit(writeSubmissions, { maxGroup: MAX_GROUP }));
