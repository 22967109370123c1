// The subscription state machine (F9): pending -> confirmed -> unsubscribed, and a new subscribe from unsubscribed
// starts over at pending. One row per brand and address (lowercased); the unique index decides between racing
// subscribes. Subscribing mails a confirmation link unless one went out within RESEND_WINDOW_MS (a double click, a
// reload) or the address is already confirmed (its topics are updated, nobody is mailed). Which of racing subscribes
// mails is decided by the database too: a conditional update stamps the link as sent before it is mailed.
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import { getDb, newsletterSubscriptions, type NewsletterSubscriptionRow } from "@/platform/db";
import type { Mailer } from "../mail";
import { confirmationMail } from "./mail";
import { signToken } from "./tokens";

export const RESEND_WINDOW_MS = 10 * 60 * 1000;

export interface SubscribeInput {
  brand: string;
  brandName: string;
  locale: Locale;
  email: string;
  firstName: string;
  interests: string[];
  consentTextVersion: string;
  reference: string | null;
}

export interface SubscribeOptions {
  mailer: Mailer;
  secret: string;
  /** Origin of the links in the mail (`https://www.example.com`). */
  origin: string;
  now?: Date;
}

export type SubscribeOutcome = { status: NewsletterSubscriptionRow["status"]; id: number; mailed: boolean };

export const subscriptionLinks = (origin: string, brand: string, locale: string, id: number, secret: string, now: Date = new Date()) => ({
  confirmUrl: `${origin}/${brand}/${locale}/subscribe/confirm?token=${encodeURIComponent(signToken(id, "confirm", secret, now))}`,
  unsubscribeUrl: `${origin}/${brand}/${locale}/subscribe/unsubscribe?token=${encodeURIComponent(signToken(id, "unsubscribe", secret, now))}`,
});

export async function subscribe(input: SubscribeInput, options: SubscribeOptions): Promise<SubscribeOutcome> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const fresh = { locale: input.locale, firstName: input.firstName, interests: input.interests, consentTextVersion: input.consentTextVersion, consentAt: now, reference: input.reference, updatedAt: now };
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({ brand: input.brand, email, status: "pending", ...fresh, createdAt: now })
    .onConflictDoNothing()
    .returning();
  let row = inserted;
  if (!row) {
    const [existing] = await db.select().from(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.brand, input.brand), eq(newsletterSubscriptions.email, email))).limit(1);
    if (!existing) throw new Error("subscription vanished between insert and read");
    // Back from unsubscribed: pending again, with no link sent yet. Only while it is still unsubscribed, so a racing
    // subscribe that restarted it (and perhaps already sent its link) is not undone.
    const restarted =
      existing.status === "unsubscribed"
        ? await db
            .update(newsletterSubscriptions)
            .set({ ...fresh, status: "pending", unsubscribedAt: null, confirmedAt: null, confirmationSentAt: null })
            .where(and(eq(newsletterSubscriptions.id, existing.id), eq(newsletterSubscriptions.status, "unsubscribed")))
            .returning()
        : [];
    row = restarted[0] ?? (await db.update(newsletterSubscriptions).set(fresh).where(eq(newsletterSubscriptions.id, existing.id)).returning())[0]!;
  }
  if (row.status !== "pending") return { status: row.status, id: row.id, mailed: false };

  // The database decides who mails: the one subscribe whose update stamps the link as sent (none sent yet, or the last
  // one before the window). A racing subscribe finds it stamped and mails nobody.
  const [claimed] = await db
    .update(newsletterSubscriptions)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.id, row.id),
        eq(newsletterSubscriptions.status, "pending"),
        or(isNull(newsletterSubscriptions.confirmationSentAt), lte(newsletterSubscriptions.confirmationSentAt, new Date(now.getTime() - RESEND_WINDOW_MS))),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (!claimed) return { status: row.status, id: row.id, mailed: false };

  const links = subscriptionLinks(options.origin, input.brand, input.locale, row.id, options.secret, now);
  try {
    await options.mailer.send(confirmationMail({ brand: input.brand, brandName: input.brandName, locale: input.locale, to: email, firstName: input.firstName, reference: input.reference, ...links }));
  } catch (error) {
    // Not handed over: the stamp goes back (unless a later claim replaced it), so the next subscribe sends the link.
    await db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: row.confirmationSentAt })
      .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.confirmationSentAt, now)))
      .catch(() => undefined);
    throw error;
  }
  return { status: row.status, id: row.id, mailed: true };
}

export async function findSubscription(id: number): Promise<NewsletterSubscriptionRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).limit(1);
  return row;
}

/** pending -> confirmed; confirmed stays (the link opened twice); unsubscribed stays (a later unsubscribe wins). */
export async function confirmSubscription(id: number, now: Date = new Date()): Promise<NewsletterSubscriptionRow | undefined> {
  const db = await getDb();
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.status, "pending")))
    .returning();
  return updated ?? findSubscription(id);
}

/** Any status -> unsubscribed (idempotent: a second click keeps the first time). */
export async function unsubscribe(id: number, now: Date = new Date()): Promise<NewsletterSubscriptionRow | undefined> {
  const db = await getDb();
  const current = await findSubscription(id);
  if (!current || current.status === "unsubscribed") return current;
  const [updated] = await db.update(newsletterSubscriptions).set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now }).where(eq(newsletterSubscriptions.id, id)).returning();
  return updated;
}
