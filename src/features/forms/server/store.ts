// Storing an accepted submission (issue 13, nothing lost): the submission, its files and one outbox row per active
// sink in ONE transaction, so a visitor is told "sent" only once all of it committed, and the outbox worker finds every
// row it must deliver. The submission key is the idempotency key: a repeat (a retry, a double click, two racing
// requests) gets the stored reference and stores nothing new; the unique index decides, not a read before the write.
import { eq } from "drizzle-orm";
import { formOutbox, formSubmissions, formUploads, getDb, type Database, type NewFormSubmissionRow } from "@/platform/db";
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
    const grouped = await groupCommit().store(input, sinks);
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

interface Waiter {
  input: SubmissionInput;
  sinks: readonly string[];
  reference: string;
  /** The stored row, or undefined: not stored by the group (a key or reference taken, the group failed): store it alone. */
  done: (result: Extract<StoreResult, { kind: "stored" }> | undefined) => void;
}

/**
 * Group commit (ADR 34 amendment): the database writes one transaction at a time (PGlite is one connection), and under
 * a burst each submission's own BEGIN, two INSERTs and COMMIT queue behind the others'. Submissions that arrive while a
 * transaction is being written wait for the next one, which stores all of them: one multi-row INSERT of the
 * submissions, one of their outbox rows, one COMMIT. A waiter is resolved only after that COMMIT, with its own row;
 * one whose row the group did not insert (its key or reference taken), or every waiter of a group that failed, is
 * stored alone by the path above, which finds a repeat and reports a database failure as before.
 */
export class GroupCommit {
  private waiting: Waiter[] = [];
  private writing = false;

  constructor(private readonly database: () => Promise<Database> = getDb) {}

  store(input: SubmissionInput, sinks: readonly string[]): Promise<Extract<StoreResult, { kind: "stored" }> | undefined> {
    return new Promise((resolve) => {
      this.waiting.push({ input, sinks, reference: newReference(input.formId), done: resolve });
      if (!this.writing) {
        this.writing = true;
        // The submissions of this turn of the event loop join the first group.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, MAX_GROUP);
      let stored = new Map<string, { id: number; reference: string }>();
      try {
        stored = await this.write(group);
      } catch {
        // Each is stored alone, and told of the failure there.
      }
      for (const waiter of group) {
        const row = stored.get(waiter.input.submissionKey);
        waiter.done(row && row.reference === waiter.reference ? { kind: "stored", reference: row.reference, id: row.id } : undefined);
      }
    }
    this.writing = false;
  }

  private async write(group: readonly Waiter[]): Promise<Map<string, { id: number; reference: string }>> {
    const db = await this.database();
    return db.transaction(async (tx) => {
      const rows = await tx
        .insert(formSubmissions)
        .values(group.map((waiter) => ({ ...waiter.input, reference: waiter.reference })))
        .onConflictDoNothing()
        .returning({ id: formSubmissions.id, submissionKey: formSubmissions.submissionKey, reference: formSubmissions.reference });
      const byKey = new Map(rows.map((row) => [row.submissionKey, row]));
      const outbox = group.flatMap((waiter) => {
        const row = byKey.get(waiter.input.submissionKey);
        return row && row.reference === waiter.reference ? waiter.sinks.map((sink) => ({ submissionId: row.id, sink })) : [];
      });
      if (outbox.length > 0) await tx.insert(formOutbox).values(outbox);
      return byKey;
    });
  }
}

// One per process, shared by every bundle copy of this module (the route through Next and the direct one).
const shared = globalThis as typeof globalThis & { __voltlineFormsGroupCommit?: GroupCommit };
const groupCommit = () => (shared.__voltlineFormsGroupCommit ??= new GroupCommit());
