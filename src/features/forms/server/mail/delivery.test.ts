// Mail through SMTP end to end (F9, ADR 37), on PGlite and PostgreSQL: the SMTP Mailer records each mail before it
// answers, and the delivery worker sends it; while the mail server refuses (554), is down (connection refused) or
// hangs (timeout), the mail waits in outgoing_mail and is retried; once the server is back each mail arrives once.
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, outgoingMail } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { createOutboxWorker, type RunningOutboxWorker } from "../outbox/worker";
import { subscribe, type SubscribeInput } from "../subscriptions";
import { mailer, startMailWorker } from "./index";
import { mailQueue } from "./queue";
import { createSmtpSink } from "./smtp";
import { startFakeSmtpServer, type FakeSmtpServer } from "./testing/fake-smtp-server";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const fastConfig = { maxAttempts: 50, pollMs: 50, concurrency: 4, leaseMs: 5_000, backoffBaseMs: 20, backoffCapMs: 200 };
const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

const input = (email: string, locale: SubscribeInput["locale"]): SubscribeInput => ({
  brand: "voltline",
  brandName: "Voltline",
  locale,
  email,
  firstName: "Ann",
  interests: [],
  consentTextVersion: "2026-11-marketing-v1",
  reference: null,
});

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for the mail");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const rows = async () => (await getDb()).select().from(outgoingMail).orderBy(outgoingMail.id);

describe.each(testDatabaseKinds())("mail through SMTP on %s (F9)", (kind) => {
  useTestDatabase(kind, "forms_mail_delivery");
  let fake: FakeSmtpServer | undefined;
  let worker: RunningOutboxWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await fake?.close();
    await (await getDb()).delete(outgoingMail);
  });

  it("keeps each mail while the server refuses, is down and hangs, then delivers it once", async () => {
    fake = await startFakeSmtpServer("refuse");
    const env = { MAIL_SMTP_URL: fake.url, MAIL_FROM: "no-reply@voltline.example" };
    const send = mailer(env);
    const options = { mailer: send, secret: SECRET, origin: "https://www.voltline.example" };
    await subscribe(input("ann@example.com", "es-mx"), options);
    await subscribe(input("bea@example.com", "fr-ca"), options);
    await subscribe(input("cy@example.com", "en"), options);
    // Recorded before the subscribe answered: pending, with its sender and one Message-ID.
    const queued = await rows();
    expect(queued).toHaveLength(3);
    expect(queued.map((row) => row.status)).toEqual(["pending", "pending", "pending"]);
    expect(queued[0]).toMatchObject({ from: '"Voltline" <no-reply@voltline.example>', messageId: expect.stringMatching(/^<[0-9a-f-]{36}@voltline\.example>$/), attempts: 0 });

    worker = createOutboxWorker({ getDb, sinks: [createSmtpSink({ url: fake.url, timeoutMs: 300 })], queue: mailQueue, config: fastConfig, logger: quiet, stopGraceMs: 200 });
    const lastErrors = async () => (await rows()).map((row) => row.lastError ?? "");
    await until(async () => (await lastErrors()).some((error) => error.includes("554")));
    await fake.setMode("down");
    await until(async () => (await lastErrors()).some((error) => /ECONNREFUSED|ECONNECTION/.test(error)));
    await fake.setMode("hang");
    await until(async () => (await lastErrors()).some((error) => error.includes("ETIMEDOUT")));
    expect((await rows()).every((row) => row.status === "pending")).toBe(true);
    expect(fake.received).toHaveLength(0);

    await fake.setMode("up");
    await until(async () => (await rows()).every((row) => row.status === "sent"));
    await worker.idle();
    const sent = await rows();
    expect(sent.every((row) => row.sentAt instanceof Date && row.lastError === null && row.attempts > 1)).toBe(true);
    // Each mail arrived once, to its subscriber, in the subscriber's language.
    expect(fake.received.map((message) => message.to[0]).sort()).toEqual(["ann@example.com", "bea@example.com", "cy@example.com"]);
    const spanish = await simpleParser(fake.received.find((message) => message.to[0] === "ann@example.com")!.raw);
    expect(spanish.subject).toBe(sent[0]!.subject);
    expect(spanish.subject).toMatch(/^Confirme su suscripción/);
    expect(spanish.messageId).toBe(sent[0]!.messageId);
  }, 60_000);

  it("marks a mail whose recipient the server refuses failed, for an operator, and tries it no more", async () => {
    fake = await startFakeSmtpServer();
    fake.refuseRecipient("gone@example.com");
    await mailer({ MAIL_SMTP_URL: fake.url, MAIL_FROM: "Voltline Store <shop@voltline.example>" }).send({ kind: "test", brand: "voltline", locale: "en", to: "gone@example.com", fromName: "Ignored", subject: "Hi", text: "Hi", html: "<p>Hi</p>" });
    worker = createOutboxWorker({ getDb, sinks: [createSmtpSink({ url: fake.url, timeoutMs: 1_000 })], queue: mailQueue, config: fastConfig, logger: quiet });
    await until(async () => (await rows())[0]?.status === "failed");
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 1, from: '"Voltline Store" <shop@voltline.example>', lastError: expect.stringContaining("550") });
  });

  it("the server's worker sends what the server's Mailer queued (MAIL_SMTP_URL, MAIL_FROM)", async () => {
    fake = await startFakeSmtpServer();
    const env = { MAIL_SMTP_URL: fake.url, MAIL_FROM: "no-reply@voltline.example", OUTBOX_POLL_MS: "50" };
    const running = startMailWorker(env);
    try {
      await mailer(env).send({ kind: "test", brand: "voltline", locale: "en", to: "dee@example.com", fromName: "Voltline", subject: "Hello", text: "Hello there", html: "<p>Hello there</p>" });
      await until(async () => (await rows())[0]?.status === "sent");
      expect(fake.received).toHaveLength(1);
      const [row] = await (await getDb()).select().from(outgoingMail).where(eq(outgoingMail.to, "dee@example.com"));
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      await running.stop();
    }
  });
});
