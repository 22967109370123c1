// Erasure of an account (Law 25 / CCPA, issue 14) on PGlite and PostgreSQL: every registry entry, what is deleted and
// what anonymised, and nothing of another account touched.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountAddresses, accountProfiles, accountSessions, formSubmissions, formUploads, getDb, newsletterSubscriptions, oidcProviderEntries, outgoingMail, productListLines, productLists } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { closeSessionStore, getSessionStore } from "./session-store";
import { ERASERS, eraseAccount, resolveErasureTarget } from "./erasure";

const saved = { ...process.env };
beforeAll(() => {
  delete process.env.SESSION_STORE;
  delete process.env.REDIS_URL;
});
afterAll(async () => {
  await closeSessionStore();
  if (saved.SESSION_STORE !== undefined) process.env.SESSION_STORE = saved.SESSION_STORE;
});

async function seed(subject: string, email: string) {
  const db = await getDb();
  await db.insert(accountProfiles).values({ subject, givenName: "A", familyName: "B", company: "C", marketingConsent: true });
  await db.insert(accountAddresses).values([
    { subject, recipient: "A B", line1: "1 Main", city: "X", country: "US", isDefault: true },
    { subject, recipient: "A B", line1: "2 Main", city: "X", country: "US" },
  ]);
  const [list] = await db.insert(productLists).values({ id: randomUUID(), subject, brand: "voltline", name: "Job", isDefault: false }).returning({ id: productLists.id });
  await db.insert(productListLines).values({ listId: list!.id, productId: "1000476", catalogNumber: "VL-1", productName: "GFCI", quantity: 2, position: 0 });
  await getSessionStore().create({ subject, name: "A B", email, userToken: `account-${"d".repeat(40)}` }, 3600);
  await db.insert(oidcProviderEntries).values({ model: "Session", id: randomUUID(), payload: { accountId: subject } });
  const [submission] = await db
    .insert(formSubmissions)
    .values({
      reference: `Q-${randomUUID().slice(0, 4).toUpperCase()}-ABCD`,
      submissionKey: randomUUID(),
      formId: "quote",
      brand: "voltline",
      locale: "en",
      fields: { firstName: "A", lastName: "B", email, phone: "+16145550100", company: "C", comments: "call me", projectName: "Tower", lines: [{ catalogNumber: "VL-1", quantity: 3, note: "" }] },
      subject,
      clientHash: "hash",
      consentMarketing: true,
      consentTextVersion: "v1",
      consentAt: new Date(),
    })
    .returning({ id: formSubmissions.id });
  await db.insert(formUploads).values({ submissionId: submission!.id, field: "proof", fileName: "r.pdf", contentType: "application/pdf", size: 1, sha256: "x", data: Buffer.from("x") });
  await db.insert(newsletterSubscriptions).values({ brand: "voltline", email, locale: "en", status: "confirmed", consentTextVersion: "v1", consentAt: new Date() });
  await db.insert(outgoingMail).values({ kind: "subscribe-confirmation", brand: "voltline", locale: "en", to: email, subject: "s", text: "t", html: "h" });
  return submission!.id;
}

describe.each(testDatabaseKinds())("account erasure on %s (issue 14)", (kind) => {
  useTestDatabase(kind, "account_erasure");

  it("deletes profile, addresses, lists, sessions, provider sessions and subscriptions; anonymises submissions; leaves other accounts alone", async () => {
    await closeSessionStore();
    const subject = `acct-erase-${randomUUID()}`;
    const other = `acct-keep-${randomUUID()}`;
    const submission = await seed(subject, "erase.me@example.com");
    const kept = await seed(other, "keep.me@example.com");

    const target = await resolveErasureTarget("Erase.Me@example.com");
    expect(target).toEqual({ subject, emails: ["erase.me@example.com"] });
    const report = await eraseAccount(target as { subject: string; emails: string[] });
    expect(report.results.map((r) => [r.name, r.effect, r.counts])).toEqual([
      ["sessions", "deleted", { deleted: 1 }],
      ["profile", "deleted", { deleted: 1 }],
      ["addresses", "deleted", { deleted: 2 }],
      ["lists", "deleted", { deleted: 1 }],
      ["provider-sessions", "deleted", { deleted: 1 }],
      ["submissions", "anonymised", { anonymised: 1, "files deleted": 1 }],
      ["subscriptions", "deleted", { deleted: 1, "mail deleted": 1 }],
    ]);

    const db = await getDb();
    expect(await db.$count(accountProfiles, eq(accountProfiles.subject, subject))).toBe(0);
    expect(await db.$count(accountAddresses, eq(accountAddresses.subject, subject))).toBe(0);
    expect(await db.$count(accountSessions, eq(accountSessions.subject, subject))).toBe(0);
    expect(await db.$count(productLists, eq(productLists.subject, subject))).toBe(0);
    expect(await db.$count(productListLines)).toBe(1);
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, submission));
    expect(row).toMatchObject({ subject: null, clientHash: null, consentMarketing: false, consentTextVersion: null, consentAt: null });
    expect(row!.fields).toEqual({ firstName: "", lastName: "", email: "", phone: "", company: "", comments: "", projectName: "Tower", lines: [{ catalogNumber: "VL-1", quantity: 3, note: "" }] });
    expect(await db.$count(formUploads, eq(formUploads.submissionId, submission))).toBe(0);

    // The other account is untouched.
    expect(await db.$count(accountProfiles, eq(accountProfiles.subject, other))).toBe(1);
    expect(await db.$count(accountAddresses, eq(accountAddresses.subject, other))).toBe(2);
    expect(await db.$count(productLists, eq(productLists.subject, other))).toBe(1);
    expect(await db.$count(accountSessions, eq(accountSessions.subject, other))).toBe(1);
    expect((await db.select().from(formSubmissions).where(eq(formSubmissions.id, kept)))[0]).toMatchObject({ subject: other });
    expect(await db.$count(newsletterSubscriptions, eq(newsletterSubscriptions.email, "keep.me@example.com"))).toBe(1);

    // A second run finds nothing left.
    const again = await eraseAccount({ subject, emails: ["erase.me@example.com"] });
    expect(again.results.every((r) => Object.values(r.counts).every((count) => count === 0))).toBe(true);
  });

  it("resolves a subject, a demo account's email, and refuses an unknown or blank one", async () => {
    expect(await resolveErasureTarget("acct-contractor")).toEqual({ subject: "acct-contractor", emails: ["contractor@voltline.example"] });
    expect(await resolveErasureTarget("distributor@voltline.example")).toEqual({ subject: "acct-distributor", emails: ["distributor@voltline.example"] });
    expect(await resolveErasureTarget("nobody@example.com")).toEqual({ error: expect.stringContaining("give its subject") });
    expect(await resolveErasureTarget("  ")).toEqual({ error: expect.any(String) });
  });

  it("has one entry per kind of account data, each saying what it does", () => {
    expect(ERASERS.map((eraser) => `${eraser.name}:${eraser.effect}`)).toEqual(["sessions:deleted", "profile:deleted", "addresses:deleted", "lists:deleted", "provider-sessions:deleted", "submissions:anonymised", "subscriptions:deleted"]);
  });
});
