// What the account area reads and erases of the forms' records (issue 14): a signed-in visitor's quote requests and
// warranty registrations (A6; `form_submissions.subject` is set when a signed-in visitor submits), and on an erasure
// request (Law 25 / CCPA) the personal part of them and the newsletter subscriptions of the account's addresses.
import { and, desc, eq, exists, inArray, sql } from "drizzle-orm";
import { formOutbox, formSubmissions, formUploads, getDb, newsletterSubscriptions, outgoingMail } from "@/platform/db";
import { REFERENCE_PATTERN } from "../model";

/** The forms a customer follows under "Orders": what they asked of the company, not their messages or subscriptions. */
export const ACCOUNT_REQUEST_FORMS = ["quote", "warranty"] as const;
export type AccountRequestForm = (typeof ACCOUNT_REQUEST_FORMS)[number];

/**
 * Where a request stands, as its sender sees it: `received` (stored, the site has it), `forwarded` (delivered to the
 * company's marketing-form service). A delivery that failed is still `received`: the operator retries it.
 */
export type AccountRequestStatus = "received" | "forwarded";

export interface AccountRequestLine {
  catalogNumber: string;
  quantity: number;
  note: string;
}

export interface AccountRequest {
  reference: string;
  formId: AccountRequestForm;
  locale: string;
  createdAt: Date;
  status: AccountRequestStatus;
  /** The products asked about: a quote's lines, a warranty's one product (quantity 1). */
  lines: AccountRequestLine[];
  /** The request's other facts worth showing, by field name (projectName, neededBy, dateCode, purchaseDate, ...). */
  details: Record<string, string>;
}

const DETAIL_FIELDS: Record<AccountRequestForm, readonly string[]> = {
  quote: ["projectName", "neededBy", "company", "shipToCountry", "shipToRegion", "comments"],
  warranty: ["dateCode", "purchaseDate", "purchaseStore", "purchaseCity", "installer", "installerName"],
};

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** A stored submission's fields as the account pages show them. Pure. */
export function requestContents(formId: AccountRequestForm, fields: unknown): Pick<AccountRequest, "lines" | "details"> {
  const record = typeof fields === "object" && fields !== null ? (fields as Record<string, unknown>) : {};
  const lines: AccountRequestLine[] =
    formId === "quote"
      ? (Array.isArray(record.lines) ? record.lines : []).map((line) => {
          const l = typeof line === "object" && line !== null ? (line as Record<string, unknown>) : {};
          return { catalogNumber: text(l.catalogNumber), quantity: typeof l.quantity === "number" ? l.quantity : Number(l.quantity) || 0, note: text(l.note) };
        })
      : text(record.catalogNumber)
        ? [{ catalogNumber: text(record.catalogNumber), quantity: 1, note: "" }]
        : [];
  const details = Object.fromEntries(DETAIL_FIELDS[formId].map((name) => [name, text(record[name])]).filter(([, value]) => value !== ""));
  return { lines, details };
}

async function requestRows(subject: string, brand: string, reference?: string, limit = 200) {
  const db = await getDb();
  const forwarded = exists(
    db
      .select({ one: sql`1` })
      .from(formOutbox)
      .where(and(eq(formOutbox.submissionId, formSubmissions.id), eq(formOutbox.status, "delivered"))),
  );
  return db
    .select({ reference: formSubmissions.reference, formId: formSubmissions.formId, locale: formSubmissions.locale, createdAt: formSubmissions.createdAt, fields: formSubmissions.fields, forwarded })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.subject, subject),
        eq(formSubmissions.brand, brand),
        inArray(formSubmissions.formId, [...ACCOUNT_REQUEST_FORMS]),
        ...(reference ? [eq(formSubmissions.reference, reference)] : []),
      ),
    )
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(limit);
}

function toRequest(row: Awaited<ReturnType<typeof requestRows>>[number]): AccountRequest {
  const formId = row.formId as AccountRequestForm;
  return { reference: row.reference, formId, locale: row.locale, createdAt: row.createdAt, status: row.forwarded ? "forwarded" : "received", ...requestContents(formId, row.fields) };
}

/** The account's quote requests and warranty registrations sent on one brand's site, newest first (at most `limit`). */
export async function listAccountRequests(subject: string, brand: string, limit = 200): Promise<AccountRequest[]> {
  return (await requestRows(subject, brand, undefined, limit)).map(toRequest);
}

/** One of them by reference; undefined for a malformed reference, another account's, another brand's or another form's. */
export async function findAccountRequest(subject: string, brand: string, reference: string): Promise<AccountRequest | undefined> {
  if (typeof reference !== "string" || !REFERENCE_PATTERN.test(reference)) return undefined;
  const [row] = await requestRows(subject, brand, reference, 1);
  return row && toRequest(row);
}

/** Fields of a stored submission that name or reach a person: emptied on erasure (the request's business part stays). */
export const PERSONAL_SUBMISSION_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "addressLine1",
  "addressLine2",
  "city",
  "postalCode",
  "installerName",
  "installerLicense",
  "message",
  "comments",
] as const;

export interface SubmissionErasure {
  /** Submissions no longer linked to the account, their personal fields emptied. */
  anonymised: number;
  /** Files (proofs of purchase) deleted with them. */
  files: number;
}

/**
 * Erasure of an account's submissions: each loses its link to the account (subject), its personal fields (emptied,
 * the keys kept so the record still reads), its files, its consent record and its client hash. What was asked
 * (products, quantities, dates, region) stays: the company's record of a request, with no person in it.
 */
export async function eraseAccountSubmissions(subject: string): Promise<SubmissionErasure> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: formSubmissions.id, fields: formSubmissions.fields }).from(formSubmissions).where(eq(formSubmissions.subject, subject));
    if (rows.length === 0) return { anonymised: 0, files: 0 };
    const ids = rows.map((row) => row.id);
    const files = (await tx.delete(formUploads).where(inArray(formUploads.submissionId, ids)).returning({ id: formUploads.id })).length;
    for (const row of rows) {
      const fields = { ...(typeof row.fields === "object" && row.fields !== null ? (row.fields as Record<string, unknown>) : {}) };
      for (const name of PERSONAL_SUBMISSION_FIELDS) if (name in fields) fields[name] = "";
      await tx
        .update(formSubmissions)
        .set({ subject: null, fields, clientHash: null, consentMarketing: false, consentTextVersion: null, consentAt: null })
        .where(eq(formSubmissions.id, row.id));
    }
    return { anonymised: rows.length, files };
  });
}

/** Erasure of the newsletter subscriptions of the given addresses (any brand) and of the mail kept for them. */
export async function eraseSubscriptionsOf(emails: readonly string[]): Promise<{ subscriptions: number; mail: number }> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (addresses.length === 0) return { subscriptions: 0, mail: 0 };
  const db = await getDb();
  const subscriptions = (await db.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, addresses)).returning({ id: newsletterSubscriptions.id })).length;
  const mail = (await db.delete(outgoingMail).where(inArray(sql`lower(${outgoingMail.to})`, addresses)).returning({ id: outgoingMail.id })).length;
  return { subscriptions, mail };
}
