// F9 subscription state machine on PGlite and PostgreSQL: subscribe -> pending + one kept mail; a repeat within minutes
// mails nobody; confirm (idempotent); unsubscribe; subscribe again -> pending + a new mail.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, newsletterSubscriptions, outgoingMail } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { embeddedMailer } from "../mail/embedded";
import type { Mailer } from "../mail";
import { RESEND_WINDOW_MS, confirmSubscription, findSubscription, subscribe, unsubscribe, verifyToken, type SubscribeInput } from "./index";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const T0 = new Date("2026-11-26T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const input = (extra: Partial<SubscribeInput> = {}): SubscribeInput => ({
  brand: "voltline",
  brandName: "Voltline",
  locale: "fr-ca",
  email: "Ann.Lee@Example.com",
  firstName: "Ann",
  interests: ["code-updates"],
  consentTextVersion: "2026-11-marketing-v1",
  reference: "S-0000-0001",
  ...extra,
});
const options = (now: Date) => ({ mailer: embeddedMailer(), secret: SECRET, origin: "https://www.voltline.example", now });
/** The mail server takes its time, as a real one does: a racing subscribe runs meanwhile. */
const slowMailer = (): Mailer => {
  const kept = embeddedMailer();
  return { send: (message) => new Promise((resolve) => setTimeout(resolve, 50)).then(() => kept.send(message)) };
};
const mailsTo = async (to: string) => (await getDb()).select().from(outgoingMail).where(eq(outgoingMail.to, to)).orderBy(outgoingMail.id);

describe.each(testDatabaseKinds())("subscriptions on %s (F9)", (kind) => {
  useTestDatabase(kind, "subscriptions");

  it("walks pending -> confirmed -> unsubscribed -> pending, mailing a signed link in the subscriber's language", async () => {
    const first = await subscribe(input(), options(T0));
    expect(first).toMatchObject({ status: "pending", mailed: true });
    const row = await findSubscription(first.id);
    expect(row).toMatchObject({ brand: "voltline", email: "ann.lee@example.com", locale: "fr-ca", interests: ["code-updates"], consentTextVersion: "2026-11-marketing-v1", status: "pending" });

    const [mail] = await mailsTo("ann.lee@example.com");
    expect(mail).toMatchObject({ kind: "subscribe-confirmation", status: "kept", locale: "fr-ca", subject: "Confirmez votre abonnement aux nouvelles de Voltline" });
    expect(mail!.text).toContain("Bonjour Ann,");
    const confirmUrl = /https:\/\/www\.voltline\.example\/voltline\/fr-ca\/subscribe\/confirm\?token=(\S+)/.exec(mail!.text);
    const unsubscribeUrl = /https:\/\/www\.voltline\.example\/voltline\/fr-ca\/subscribe\/unsubscribe\?token=(\S+)/.exec(mail!.text);
    expect(confirmUrl && unsubscribeUrl).toBeTruthy();
    expect(verifyToken(decodeURIComponent(confirmUrl![1]!), "confirm", SECRET, at(1000))).toEqual({ ok: true, subscriptionId: first.id });
    expect(mail!.html).toContain("subscribe/unsubscribe?token=");

    // A double click or a reload: no second mail within the window.
    expect(await subscribe(input({ interests: ["events"] }), options(at(60_000)))).toMatchObject({ status: "pending", mailed: false });
    expect(await mailsTo("ann.lee@example.com")).toHaveLength(1);
    expect((await findSubscription(first.id))!.interests).toEqual(["events"]);
    // After the window a new link is sent.
    expect(await subscribe(input(), options(at(RESEND_WINDOW_MS + 60_000)))).toMatchObject({ mailed: true });
    expect(await mailsTo("ann.lee@example.com")).toHaveLength(2);

    expect(await confirmSubscription(first.id, at(RESEND_WINDOW_MS * 2))).toMatchObject({ status: "confirmed" });
    // Opened twice: still confirmed, first time kept.
    const again = await confirmSubscription(first.id, at(RESEND_WINDOW_MS * 3));
    expect(again).toMatchObject({ status: "confirmed", confirmedAt: at(RESEND_WINDOW_MS * 2) });
    // Subscribing while confirmed mails nobody.
    expect(await subscribe(input(), options(at(RESEND_WINDOW_MS * 4)))).toMatchObject({ status: "confirmed", mailed: false });

    expect(await unsubscribe(first.id, at(RESEND_WINDOW_MS * 5))).toMatchObject({ status: "unsubscribed", unsubscribedAt: at(RESEND_WINDOW_MS * 5) });
    expect(await unsubscribe(first.id, at(RESEND_WINDOW_MS * 6))).toMatchObject({ status: "unsubscribed", unsubscribedAt: at(RESEND_WINDOW_MS * 5) });
    // An old confirmation link does not undo an unsubscribe.
    expect(await confirmSubscription(first.id)).toMatchObject({ status: "unsubscribed" });

    const back = await subscribe(input({ locale: "es-mx" }), options(at(RESEND_WINDOW_MS * 7)));
    expect(back).toMatchObject({ id: first.id, status: "pending", mailed: true });
    const mails = await mailsTo("ann.lee@example.com");
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toBe("Confirme su suscripción a las novedades de Voltline");
    expect(await (await getDb()).select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("keeps one row per brand and address when two subscribes race", async () => {
    const results = await Promise.all([subscribe(input({ email: "race@example.com" }), options(T0)), subscribe(input({ email: "RACE@example.com" }), options(T0))]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const other = await subscribe(input({ email: "race@example.com", brand: "homestyle", brandName: "HomeStyle" }), options(T0));
    expect(other.id).not.toBe(results[0]!.id);
  });

  it("mails one confirmation when two first subscribes of one address race", async () => {
    const slow = (now: Date) => ({ ...options(now), mailer: slowMailer() });
    const results = await Promise.all([subscribe(input({ email: "twice@example.com" }), slow(T0)), subscribe(input({ email: "Twice@Example.com" }), slow(T0))]);
    expect(results.filter((r) => r.mailed)).toHaveLength(1);
    expect(await mailsTo("twice@example.com")).toHaveLength(1);
  });

  it("mails one confirmation when two subscribes race back from unsubscribed", async () => {
    const first = await subscribe(input({ email: "back@example.com" }), options(T0));
    await unsubscribe(first.id, at(60_000));
    const results = await Promise.all([0, 1].map(() => subscribe(input({ email: "back@example.com" }), { ...options(at(120_000)), mailer: slowMailer() })));
    expect(results.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(results.filter((r) => r.mailed)).toHaveLength(1);
    expect(await mailsTo("back@example.com")).toHaveLength(2);
  });
});
