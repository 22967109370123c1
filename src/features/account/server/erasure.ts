// Erasure of an account's data on request (Law 25 / CCPA right to erasure, issue 14): one registry of what each part
// of the site keeps about an account and how it goes. `npm run account -- erase <subject|email>` runs every entry.
// Deleted: the profile, the addresses, the product lists, the site's sessions and the embedded provider's sessions and grants, the
// newsletter subscriptions of the account's addresses and the mail kept for them. Anonymised: the account's form
// submissions (quote requests, warranty registrations...) lose their link to it and their personal fields, and keep
// what was asked, the company's record of a request. A new part of the site that keeps account data adds its entry here.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { accountAddresses, accountProfiles, accountSessions, getDb, oidcProviderEntries, productLists } from "@/platform/db";
import { eraseAccountSubmissions, eraseSubscriptionsOf } from "@/features/forms/server";
import { DEMO_ACCOUNTS, normalizeEmail } from "../provider/demo-accounts";
import { getSessionStore } from "./session-store";

/** Whose data goes: the provider's subject, and the email addresses known for it. */
export interface ErasureTarget {
  subject: string;
  emails: string[];
}

/** What one entry did, counted by kind of change (`deleted`, `anonymised`, ...). */
export type ErasureCounts = Record<string, number>;

export interface Eraser {
  name: string;
  /** What happens to this data: "deleted" or "anonymised", for the report and the README. */
  effect: "deleted" | "anonymised";
  erase(target: ErasureTarget): Promise<ErasureCounts>;
}

const deleted = (count: number): ErasureCounts => ({ deleted: count });

export const ERASERS: readonly Eraser[] = [
  {
    name: "sessions",
    effect: "deleted",
    // Through the SessionStore: the database table or Redis, whichever serves the site (ADR 28).
    erase: async ({ subject }) => deleted(await getSessionStore().deleteBySubject(subject)),
  },
  {
    name: "profile",
    effect: "deleted",
    async erase({ subject }) {
      const db = await getDb();
      return deleted((await db.delete(accountProfiles).where(eq(accountProfiles.subject, subject)).returning({ subject: accountProfiles.subject })).length);
    },
  },
  {
    name: "addresses",
    effect: "deleted",
    async erase({ subject }) {
      const db = await getDb();
      return deleted((await db.delete(accountAddresses).where(eq(accountAddresses.subject, subject)).returning({ id: accountAddresses.id })).length);
    },
  },
  {
    name: "lists",
    effect: "deleted",
    // Every brand's lists of the account; their lines go with them (ON DELETE CASCADE), and so do their share links.
    async erase({ subject }) {
      const db = await getDb();
      return deleted((await db.delete(productLists).where(eq(productLists.subject, subject)).returning({ id: productLists.id })).length);
    },
  },
  {
    name: "provider-sessions",
    effect: "deleted",
    // The embedded provider's sessions, grants and tokens of the account (a production provider keeps its own).
    async erase({ subject }) {
      const db = await getDb();
      return deleted((await db.delete(oidcProviderEntries).where(sql`${oidcProviderEntries.payload}->>'accountId' = ${subject}`).returning({ id: oidcProviderEntries.id })).length);
    },
  },
  {
    name: "submissions",
    effect: "anonymised",
    async erase({ subject }) {
      const { anonymised, files } = await eraseAccountSubmissions(subject);
      return { anonymised, "files deleted": files };
    },
  },
  {
    name: "subscriptions",
    effect: "deleted",
    async erase({ emails }) {
      const { subscriptions, mail } = await eraseSubscriptionsOf(emails);
      return { deleted: subscriptions, "mail deleted": mail };
    },
  },
];

export interface ErasureReport {
  target: ErasureTarget;
  results: { name: string; effect: Eraser["effect"]; counts: ErasureCounts }[];
}

/**
 * The account a `subject` or an email address names: an email is looked up in the site's sessions and the embedded
 * provider's demo accounts, and must name exactly one subject. The emails are every address known for the subject.
 */
export async function resolveErasureTarget(subjectOrEmail: string): Promise<ErasureTarget | { error: string }> {
  const given = subjectOrEmail.trim();
  if (!given) return { error: "give the account's subject or email address" };
  const db = await getDb();
  let subject = given;
  if (given.includes("@")) {
    const email = normalizeEmail(given);
    const rows = await db.selectDistinct({ subject: accountSessions.subject }).from(accountSessions).where(sql`lower(${accountSessions.email}) = ${email}`);
    const subjects = new Set([...rows.map((row) => row.subject), ...DEMO_ACCOUNTS.filter((account) => normalizeEmail(account.email) === email).map((account) => account.sub)]);
    if (subjects.size === 0) return { error: `no account is known with the address ${email}: give its subject (the identity provider's 'sub')` };
    if (subjects.size > 1) return { error: `several accounts used the address ${email} (${[...subjects].join(", ")}): give the subject` };
    subject = [...subjects][0]!;
  }
  const sessionEmails = await db.selectDistinct({ email: accountSessions.email }).from(accountSessions).where(eq(accountSessions.subject, subject));
  const emails = new Set([...sessionEmails.map((row) => normalizeEmail(row.email)), ...DEMO_ACCOUNTS.filter((account) => account.sub === subject).map((account) => normalizeEmail(account.email))]);
  if (given.includes("@")) emails.add(normalizeEmail(given));
  return { subject, emails: [...emails] };
}

/** Runs every eraser for the target, in the registry's order: the sessions first, so the account is signed out everywhere before its data goes. */
export async function eraseAccount(target: ErasureTarget, erasers: readonly Eraser[] = ERASERS): Promise<ErasureReport> {
  const results: ErasureReport["results"] = [];
  for (const eraser of erasers) results.push({ name: eraser.name, effect: eraser.effect, counts: await eraser.erase(target) });
  return { target, results };
}
