// The outbox's rows in the database (through the Database port, PGlite or PostgreSQL): claiming due rows under a lease,
// recording each attempt's result, and what the operator command lists, retries and exports.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { formOutbox, formSubmissions, formUploads, type Database } from "@/platform/db";
import type { FormId } from "../../model";
import { submissionPayload } from "./payload";
import type { NextStep } from "./policy";
import type { SubmissionPayload } from "./sink";

export interface ClaimedRow {
  id: number;
  submissionId: number;
  sink: string;
  /** This attempt's number, counted from 1 (a claim counts as an attempt, so a crash loop still ends). */
  attempts: number;
}

const millis = (ms: number) => sql`(${Math.round(ms)} * interval '1 millisecond')`;

/**
 * Takes up to `limit` due pending rows of the given sinks for `leaseMs`. FOR UPDATE SKIP LOCKED lets several server
 * processes claim at once without waiting on, or taking, each other's rows; the lease hands a crashed worker's rows on.
 */
export async function claimDueRows(db: Database, { sinks, limit, leaseMs }: { sinks: readonly string[]; limit: number; leaseMs: number }): Promise<ClaimedRow[]> {
  if (sinks.length === 0 || limit < 1) return [];
  const due = db
    .select({ id: formOutbox.id })
    .from(formOutbox)
    .where(
      and(
        eq(formOutbox.status, "pending"),
        inArray(formOutbox.sink, [...sinks]),
        lte(formOutbox.nextAttemptAt, sql`now()`),
        or(isNull(formOutbox.lockedUntil), lt(formOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(formOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(formOutbox)
    .set({ lockedUntil: sql`now() + ${millis(leaseMs)}`, attempts: sql`${formOutbox.attempts} + 1` })
    .where(inArray(formOutbox.id, due))
    .returning({ id: formOutbox.id, submissionId: formOutbox.submissionId, sink: formOutbox.sink, attempts: formOutbox.attempts });
  return claimed.sort((a, b) => a.id - b.id);
}

/** The payloads of the given submissions (uploads as metadata, never their bytes). */
export async function loadPayloads(db: Database, submissionIds: readonly number[]): Promise<Map<number, SubmissionPayload>> {
  if (submissionIds.length === 0) return new Map();
  const ids = [...new Set(submissionIds)];
  const [rows, uploads] = await Promise.all([
    db.select().from(formSubmissions).where(inArray(formSubmissions.id, ids)),
    db
      .select({ submissionId: formUploads.submissionId, field: formUploads.field, fileName: formUploads.fileName, contentType: formUploads.contentType, size: formUploads.size, sha256: formUploads.sha256 })
      .from(formUploads)
      .where(inArray(formUploads.submissionId, ids))
      .orderBy(asc(formUploads.id)),
  ]);
  return new Map(rows.map((row) => [row.id, submissionPayload(row, uploads.filter((upload) => upload.submissionId === row.id))]));
}

/**
 * Records an attempt's result on a row this worker claimed. The attempt number identifies the claim: a row claimed again
 * since (its lease ran out) or changed by an operator meanwhile is left alone.
 */
export async function settleRow(db: Database, { id, attempts }: Pick<ClaimedRow, "id" | "attempts">, step: NextStep): Promise<void> {
  const set =
    step.status === "delivered"
      ? { status: "delivered" as const, deliveredAt: sql`now()`, lockedUntil: null, lastError: null }
      : step.status === "failed"
        ? { status: "failed" as const, lockedUntil: null, lastError: step.error }
        : { nextAttemptAt: sql`now() + ${millis(step.delayMs)}`, lockedUntil: null, lastError: step.error };
  await db.update(formOutbox).set(set).where(and(eq(formOutbox.id, id), eq(formOutbox.status, "pending"), eq(formOutbox.attempts, attempts)));
}

/** Gives a claimed row back without counting the attempt (the worker stopped before it was made or finished). */
export async function releaseRow(db: Database, { id, attempts }: Pick<ClaimedRow, "id" | "attempts">): Promise<void> {
  await db
    .update(formOutbox)
    .set({ lockedUntil: null, attempts: sql`greatest(${formOutbox.attempts} - 1, 0)` })
    .where(and(eq(formOutbox.id, id), eq(formOutbox.status, "pending"), eq(formOutbox.attempts, attempts)));
}

// --- The operator command (npm run submissions) ---

/** A row's state for the operator: `local` is a submission kept locally (no sink was configured when it came in). */
export const SUBMISSION_STATUSES = ["pending", "delivered", "failed", "local"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface SubmissionLine {
  id: number;
  reference: string;
  formId: FormId;
  brand: string;
  locale: string;
  createdAt: Date;
  sink: string | null;
  status: SubmissionStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  lastError: string | null;
}

function statusFilter(status: SubmissionStatus | undefined): SQL | undefined {
  if (!status) return undefined;
  return status === "local" ? isNull(formOutbox.id) : eq(formOutbox.status, status);
}

/** The columns naming a submission, read by the listing and the export alike. */
const SUBMISSION_COLUMNS = {
  id: formSubmissions.id,
  reference: formSubmissions.reference,
  formId: formSubmissions.formId,
  brand: formSubmissions.brand,
  locale: formSubmissions.locale,
  createdAt: formSubmissions.createdAt,
};

/** Newest first: one line per submission and sink (one line for a submission kept locally). */
export async function listSubmissions(db: Database, { status, formId, limit }: { status?: SubmissionStatus; formId?: FormId; limit: number }): Promise<SubmissionLine[]> {
  const rows = await db
    .select({
      ...SUBMISSION_COLUMNS,
      sink: formOutbox.sink,
      status: formOutbox.status,
      attempts: formOutbox.attempts,
      nextAttemptAt: formOutbox.nextAttemptAt,
      deliveredAt: formOutbox.deliveredAt,
      lastError: formOutbox.lastError,
    })
    .from(formSubmissions)
    .leftJoin(formOutbox, eq(formOutbox.submissionId, formSubmissions.id))
    .where(and(statusFilter(status), formId ? eq(formSubmissions.formId, formId) : undefined))
    .orderBy(desc(formSubmissions.id), asc(formOutbox.sink))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status ?? "local", attempts: row.attempts ?? 0 }));
}

const resetToPending = { status: "pending" as const, attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null };

/** A failed row, or a pending one waiting for its next attempt (not one being delivered right now). */
const retryable = or(eq(formOutbox.status, "failed"), and(eq(formOutbox.status, "pending"), or(isNull(formOutbox.lockedUntil), lt(formOutbox.lockedUntil, sql`now()`))));

/**
 * Sends a submission's failed or waiting rows now, attempts starting afresh, and queues it for each of `sinks` it has no
 * row for (a submission kept locally before a sink was configured). Undefined when no submission has this reference.
 */
export async function retrySubmission(db: Database, reference: string, sinks: readonly string[] = []): Promise<{ reset: number; queued: number; statuses: SubmissionStatus[] } | undefined> {
  const [submission] = await db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.reference, reference));
  if (!submission) return undefined;
  const reset = await db
    .update(formOutbox)
    .set(resetToPending)
    .where(and(eq(formOutbox.submissionId, submission.id), retryable))
    .returning({ id: formOutbox.id });
  const queued = sinks.length
    ? await db
        .insert(formOutbox)
        .values(sinks.map((sink) => ({ submissionId: submission.id, sink })))
        .onConflictDoNothing()
        .returning({ id: formOutbox.id })
    : [];
  const rows = await db.select({ status: formOutbox.status }).from(formOutbox).where(eq(formOutbox.submissionId, submission.id));
  return { reset: reset.length, queued: queued.length, statuses: rows.length ? rows.map((row) => row.status) : ["local"] };
}

/** Sends every failed row again. */
export async function retryAllFailed(db: Database): Promise<number> {
  const reset = await db.update(formOutbox).set(resetToPending).where(eq(formOutbox.status, "failed")).returning({ id: formOutbox.id });
  return reset.length;
}

export interface ExportedSubmission {
  id: number;
  reference: string;
  formId: FormId;
  brand: string;
  locale: string;
  createdAt: Date;
  routedTo: string[];
  consentMarketing: boolean;
  consentTextVersion: string | null;
  consentAt: Date | null;
  fields: unknown;
  /** `sink:status` per outbox row, or `local`. */
  delivery: string;
}

/** One page of the export, oldest first, after the id `afterId` (the command reads page by page, so memory stays bounded). */
export async function exportPage(db: Database, { since, formId, afterId, limit }: { since?: Date; formId?: FormId; afterId: number; limit: number }): Promise<ExportedSubmission[]> {
  const rows = await db
    .select({
      ...SUBMISSION_COLUMNS,
      routedTo: formSubmissions.routedTo,
      consentMarketing: formSubmissions.consentMarketing,
      consentTextVersion: formSubmissions.consentTextVersion,
      consentAt: formSubmissions.consentAt,
      fields: formSubmissions.fields,
      delivery: sql<string | null>`(SELECT string_agg(o.sink || ':' || o.status, ' ' ORDER BY o.sink) FROM form_outbox o WHERE o.submission_id = "form_submissions"."id")`,
    })
    .from(formSubmissions)
    .where(and(gt(formSubmissions.id, afterId), since ? gte(formSubmissions.createdAt, since) : undefined, formId ? eq(formSubmissions.formId, formId) : undefined))
    .orderBy(asc(formSubmissions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, delivery: row.delivery ?? "local" }));
}

/** The field names found in the submissions an export covers (its CSV columns), sorted. */
export async function exportFieldNames(db: Database, { since, formId }: { since?: Date; formId?: FormId }): Promise<string[]> {
  const conditions = [sql`jsonb_typeof(${formSubmissions.fields}) = 'object'`];
  if (since) conditions.push(sql`${formSubmissions.createdAt} >= ${since.toISOString()}::timestamptz`);
  if (formId) conditions.push(sql`${formSubmissions.formId} = ${formId}`);
  const result = (await db.execute(sql`SELECT DISTINCT jsonb_object_keys(${formSubmissions.fields}) AS name FROM ${formSubmissions} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY 1`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}
