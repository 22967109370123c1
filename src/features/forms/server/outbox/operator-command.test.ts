// npm run submissions on a real database (X11): what an operator sees, retries and exports.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { formOutbox, getDb, outgoingMail } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { runSubmissionsCommand } from "./operator-command";
import { storeSubmission } from "./testing/stored-submissions";

async function run(...argv: string[]) {
  return runWith([], ...argv);
}
async function runWith(sinks: string[], ...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runSubmissionsCommand(argv, getDb, { out: (text) => void (out += text), err: (text) => void (err += text) }, sinks);
  return { code, out, err };
}

describe.each(testDatabaseKinds())("npm run submissions on %s (X11)", (kind) => {
  useTestDatabase(kind, "forms_operator");

  it("lists, retries and exports what is pending, delivered, failed or kept locally", async () => {
    const db = await getDb();
    const delivered = await storeSubmission(db, { createdAt: new Date("2026-11-01T10:00:00Z") });
    const failed = await storeSubmission(db, { createdAt: new Date("2026-11-02T10:00:00Z"), fields: { message: "=cmd|' /C calc'!A0", firstName: "Ana, \"la\" jefa" } });
    const local = await storeSubmission(db, { formId: "quote", sinks: [], createdAt: new Date("2026-11-03T10:00:00Z"), fields: { projectName: "Line 2\nretrofit" } });
    await db.update(formOutbox).set({ status: "delivered", attempts: 1, deliveredAt: new Date("2026-11-01T10:00:05Z") }).where(eq(formOutbox.submissionId, delivered.id));
    await db.update(formOutbox).set({ status: "failed", attempts: 12, lastError: "HTTP 503 (gave up after 12 attempts)" }).where(eq(formOutbox.submissionId, failed.id));

    const all = await run("list");
    expect(all.code).toBe(0);
    expect(all.out.split("\n").filter((line) => /^[CQ]-/.test(line)).map((line) => line.split(/\s+/).slice(0, 7).join(" "))).toEqual([
      `${local.reference} quote voltline en 2026-11-03T10:00:00Z - local`,
      `${failed.reference} contact voltline en 2026-11-02T10:00:00Z marketing failed`,
      `${delivered.reference} contact voltline en 2026-11-01T10:00:00Z marketing delivered`,
    ]);
    expect(all.out).toContain("    last error: HTTP 503 (gave up after 12 attempts)");
    expect((await run("list", "--status", "failed")).out).not.toContain(delivered.reference);
    expect((await run("list", "--form", "quote", "--limit", "1")).out).toContain(local.reference);

    expect(await run("retry", failed.reference.toLowerCase())).toEqual({ code: 0, out: `${failed.reference}: 1 row to send now, attempts from zero\n`, err: "" });
    expect(await db.select({ status: formOutbox.status, attempts: formOutbox.attempts, lastError: formOutbox.lastError }).from(formOutbox).where(eq(formOutbox.submissionId, failed.id))).toEqual([
      { status: "pending", attempts: 0, lastError: null },
    ]);
    expect((await run("retry", delivered.reference)).out).toBe(`${delivered.reference}: nothing to retry (delivered)\n`);
    expect(await run("retry", "W-0000-0000")).toEqual({ code: 1, out: "", err: "submissions: no submission has the reference W-0000-0000\n" });
    // A row waiting out a long backoff is sent now; one being delivered right now (leased) is left alone.
    await db.update(formOutbox).set({ attempts: 9, nextAttemptAt: new Date(Date.now() + 3_600_000) }).where(eq(formOutbox.submissionId, failed.id));
    expect((await run("retry", failed.reference)).out).toBe(`${failed.reference}: 1 row to send now, attempts from zero\n`);
    const [waiting] = await db.select().from(formOutbox).where(eq(formOutbox.submissionId, failed.id));
    expect(waiting!.attempts).toBe(0);
    expect(waiting!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    await db.update(formOutbox).set({ lockedUntil: new Date(Date.now() + 60_000) }).where(eq(formOutbox.submissionId, failed.id));
    expect((await run("retry", failed.reference)).out).toBe(`${failed.reference}: nothing to retry (pending)\n`);
    await db.update(formOutbox).set({ status: "failed", lockedUntil: null }).where(eq(formOutbox.submissionId, failed.id));
    expect((await run("retry", "--all-failed")).out).toMatch(/^1 failed row back to pending/);

    expect((await run("retry", local.reference)).out).toBe(`${local.reference}: nothing to retry (local)\n`);

    const csv = await run("export", "--since", "2026-11-02");
    expect(csv.code).toBe(0);
    const lines = csv.out.split("\r\n");
    expect(lines[0]).toBe("reference,form,brand,locale,created_at,delivery,routed_to,consent_marketing,consent_text_version,consent_at,field.firstName,field.message,field.projectName");
    expect(lines[1]).toBe(`${failed.reference},contact,voltline,en,2026-11-02T10:00:00Z,marketing:pending,sales@voltline.example,yes,2026-11-marketing-v1,2026-11-02T10:00:00Z,"Ana, ""la"" jefa",'=cmd|' /C calc'!A0,`);
    expect(lines[2]).toBe(`${local.reference},quote,voltline,en,2026-11-03T10:00:00Z,local,sales@voltline.example,yes,2026-11-marketing-v1,2026-11-03T10:00:00Z,,,"Line 2\nretrofit"`);
    expect(lines).toHaveLength(4);

    const json = await run("export", "--format", "json", "--form", "contact");
    expect(JSON.parse(json.out)).toEqual([
      expect.objectContaining({ reference: delivered.reference, delivery: "marketing:delivered", fields: expect.objectContaining({ topic: "sales" }) }),
      expect.objectContaining({ reference: failed.reference, consent: { marketing: true, textVersion: "2026-11-marketing-v1", at: "2026-11-02T10:00:00.000Z" } }),
    ]);
    expect(JSON.parse((await run("export", "--format", "json", "--since", "2030-01-01")).out)).toEqual([]);

    // Once the marketing service is configured, a submission kept locally can be sent to it.
    expect((await runWith(["marketing"], "retry", local.reference)).out).toBe(`${local.reference}: 1 row to send now, attempts from zero\n`);
    expect((await run("list", "--form", "quote")).out).toMatch(new RegExp(`${local.reference} .* marketing +pending +0 `));

    expect(await run("export", "--format", "xml")).toMatchObject({ code: 2, err: expect.stringMatching(/^submissions: --format must be csv or json\nusage:/) });
  }, 60_000);

  it("lists the site's mail and sends failed mail again", async () => {
    const db = await getDb();
    const mail = { kind: "subscribe-confirmation", brand: "voltline", locale: "fr-ca", subject: "Confirmez", text: "t", html: "<p>t</p>" };
    const [kept, failed, sent] = await db
      .insert(outgoingMail)
      .values([
        { ...mail, to: "kept@example.com", status: "kept" },
        { ...mail, to: "gone@example.com", status: "failed", attempts: 12, lastError: "SMTP CONN: ECONNECTION 554 refused (gave up after 12 attempts)" },
        { ...mail, to: "ok@example.com", status: "sent", attempts: 1, sentAt: new Date("2026-11-02T10:00:05Z") },
      ])
      .returning({ id: outgoingMail.id });
    const listed = await run("mail");
    expect(listed.code).toBe(0);
    expect(listed.out.split("\n").filter((line) => /^\d/.test(line)).map((line) => line.split(/\s+/).slice(0, 7).filter((_, i) => i !== 5).join(" "))).toEqual([
      `${sent!.id} subscribe-confirmation voltline fr-ca ok@example.com sent`,
      `${failed!.id} subscribe-confirmation voltline fr-ca gone@example.com failed`,
      `${kept!.id} subscribe-confirmation voltline fr-ca kept@example.com kept`,
    ]);
    expect(listed.out).toContain("    last error: SMTP CONN: ECONNECTION 554 refused (gave up after 12 attempts)");
    expect((await run("mail", "--status", "failed")).out).not.toContain("ok@example.com");

    expect(await run("mail-retry", String(kept!.id))).toMatchObject({ code: 1, err: expect.stringMatching(/is not failed or waiting/) });
    expect((await run("mail-retry", String(failed!.id))).out).toMatch(/^1 mail to send now/);
    expect((await db.select().from(outgoingMail).where(eq(outgoingMail.id, failed!.id)))[0]).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect((await run("mail-retry", "--all-failed")).out).toMatch(/^0 mails to send now/);
  });
});
