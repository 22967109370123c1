// The outgoing mail queue (F9, ADR 37): the SMTP Mailer records each mail as a `pending` row of outgoing_mail before it
// answers, and the delivery worker of the outbox (ADR 34) claims due rows under a lease, hands them to the SMTP sink and
// records the result (`sent`, a later attempt, or `failed` for an operator). A mail is never lost to an SMTP outage:
// it waits in the table, and a restart picks it up.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb, outgoingMail, type Database } from "@/platform/db";
import type { NextStep } from "../outbox/policy";
import type { DeliveryQueue, LeasedRow } from "../outbox/worker";
import { fromHeader, type SmtpConfig } from "./config";
import type { Mailer, MailMessage } from "./port";
import { SMTP_SINK, type QueuedMail } from "./smtp";

const millis = (ms: number) => sql`(${Math.round(ms)} * interval '1 millisecond')`;

/** The Mailer of MAIL_SMTP_URL: the mail is queued (a `pending` row) and the worker woken; the worker sends it. */
export function queueMailer(from: SmtpConfig["from"], wake: () => void = () => {}): Mailer {
  return {
    async send(message: MailMessage) {
      const db = await getDb();
      const domain = from.address.split("@").pop()!;
      const { fromName, ...rest } = message;
      await db.insert(outgoingMail).values({ ...rest, from: fromHeader(from, fromName), messageId: `<${randomUUID()}@${domain}>`, status: "pending" });
      wake();
    },
  };
}

/** Pending mail whose time has come, not leased by a live worker, for `leaseMs`; the claim counts the attempt. */
async function claim(db: Database, { sinks, limit, leaseMs }: { sinks: readonly string[]; limit: number; leaseMs: number }): Promise<LeasedRow[]> {
  if (!sinks.includes(SMTP_SINK) || limit < 1) return [];
  const due = db
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.status, "pending"), lte(outgoingMail.nextAttemptAt, sql`now()`), or(isNull(outgoingMail.lockedUntil), lt(outgoingMail.lockedUntil, sql`now()`))))
    .orderBy(asc(outgoingMail.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outgoingMail)
    .set({ lockedUntil: sql`now() + ${millis(leaseMs)}`, attempts: sql`${outgoingMail.attempts} + 1` })
    .where(inArray(outgoingMail.id, due))
    .returning({ id: outgoingMail.id, attempts: outgoingMail.attempts });
  return claimed.map((row) => ({ ...row, sink: SMTP_SINK })).sort((a, b) => a.id - b.id);
}

async function load(db: Database, rows: readonly LeasedRow[]): Promise<Map<number, QueuedMail>> {
  if (rows.length === 0) return new Map();
  const found = await db.select().from(outgoingMail).where(inArray(outgoingMail.id, rows.map((row) => row.id)));
  return new Map(
    found.map((row) => [
      row.id,
      { id: row.id, kind: row.kind, locale: row.locale, from: row.from ?? "", to: row.to, messageId: row.messageId ?? `<outgoing-mail-${row.id}@localhost>`, subject: row.subject, text: row.text, html: row.html },
    ]),
  );
}

/** Records an attempt on a row this worker claimed (the attempt number names the claim; a newer claim is left alone). */
async function settle(db: Database, { id, attempts }: Pick<LeasedRow, "id" | "attempts">, step: NextStep): Promise<void> {
  const set =
    step.status === "delivered"
      ? { status: "sent" as const, sentAt: sql`now()`, lockedUntil: null, lastError: null }
      : step.status === "failed"
        ? { status: "failed" as const, lockedUntil: null, lastError: step.error }
        : { nextAttemptAt: sql`now() + ${millis(step.delayMs)}`, lockedUntil: null, lastError: step.error };
  await db.update(outgoingMail).set(set).where(and(eq(outgoingMail.id, id), eq(outgoingMail.status, "pending"), eq(outgoingMail.attempts, attempts)));
}

/** Gives a claimed row back without counting the attempt (the worker stopped). */
async function release(db: Database, { id, attempts }: Pick<LeasedRow, "id" | "attempts">): Promise<void> {
  await db
    .update(outgoingMail)
    .set({ lockedUntil: null, attempts: sql`greatest(${outgoingMail.attempts} - 1, 0)` })
    .where(and(eq(outgoingMail.id, id), eq(outgoingMail.status, "pending"), eq(outgoingMail.attempts, attempts)));
}

export const mailQueue: DeliveryQueue<QueuedMail> = {
  name: "mail",
  retryHint: "`npm run submissions -- mail-retry` sends it again",
  claim,
  load,
  settle,
  release,
  keyOf: (mail) => mail.messageId,
  labelOf: (mail) => `${mail.kind} #${mail.id}`,
};

// --- The operator command (npm run submissions -- mail | mail-retry) ---

export const MAIL_STATUSES = ["kept", "pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailLine {
  id: number;
  kind: string;
  brand: string;
  locale: string;
  to: string;
  createdAt: Date;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

/** The site's mail, newest first. */
export async function listMail(db: Database, { status, limit }: { status?: MailStatus; limit: number }): Promise<MailLine[]> {
  return db
    .select({
      id: outgoingMail.id,
      kind: outgoingMail.kind,
      brand: outgoingMail.brand,
      locale: outgoingMail.locale,
      to: outgoingMail.to,
      createdAt: outgoingMail.createdAt,
      status: outgoingMail.status,
      attempts: outgoingMail.attempts,
      nextAttemptAt: outgoingMail.nextAttemptAt,
      sentAt: outgoingMail.sentAt,
      lastError: outgoingMail.lastError,
    })
    .from(outgoingMail)
    .where(status ? eq(outgoingMail.status, status) : undefined)
    .orderBy(desc(outgoingMail.id))
    .limit(limit);
}

/**
 * Failed mail back to pending and waiting mail due now, attempts from zero (one mail, or every failed one); mail being
 * sent right now (leased), sent mail and mail kept by the embedded Mailer are left alone. The number of mails reset.
 */
export async function retryMail(db: Database, which: { id: number } | { allFailed: true }): Promise<number> {
  const retryable =
    "id" in which
      ? and(eq(outgoingMail.id, which.id), or(eq(outgoingMail.status, "failed"), and(eq(outgoingMail.status, "pending"), or(isNull(outgoingMail.lockedUntil), lt(outgoingMail.lockedUntil, sql`now()`)))))
      : eq(outgoingMail.status, "failed");
  const reset = await db
    .update(outgoingMail)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(retryable)
    .returning({ id: outgoingMail.id });
  return reset.length;
}

