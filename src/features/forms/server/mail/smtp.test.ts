// The SMTP sink's contract (F9, ADR 37) against an SMTP server in the test process: what it delivers (sender, recipient,
// subject and bodies in the subscriber's language, one Message-ID), and what each failure comes to for the delivery
// worker: refused (554) and down (connection refused) and silent (timeout) are retried, a refused recipient is not.
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { confirmationMail } from "../subscriptions/mail";
import { fromHeader } from "./config";
import { classifySmtpFailure, createSmtpSink, type QueuedMail } from "./smtp";
import { startFakeSmtpServer, type FakeSmtpServer } from "./testing/fake-smtp-server";

const message = confirmationMail({
  brand: "voltline",
  brandName: "Voltline",
  locale: "fr-ca",
  to: "ann.lee@example.com",
  firstName: "Anne-Marie",
  reference: "S-7K3M-9QXA",
  confirmUrl: "https://www.voltline.example/voltline/fr-ca/subscribe/confirm?token=abc.def",
  unsubscribeUrl: "https://www.voltline.example/voltline/fr-ca/subscribe/unsubscribe?token=ghi.jkl",
});
const mail: QueuedMail = {
  id: 1,
  kind: message.kind,
  locale: message.locale,
  from: fromHeader({ address: "no-reply@voltline.example" }, message.fromName),
  to: message.to,
  messageId: "<3f1c2a9e-0000-4000-8000-000000000001@voltline.example>",
  subject: message.subject,
  text: message.text,
  html: message.html,
};
const options = () => ({ idempotencyKey: mail.messageId, signal: new AbortController().signal });

describe("classifySmtpFailure", () => {
  it("gives up only on a recipient refused for good", () => {
    expect(classifySmtpFailure({ code: "EENVELOPE", command: "RCPT TO", responseCode: 550, response: "550 5.1.1 No such user" })).toEqual({ kind: "permanent", error: "SMTP RCPT TO: EENVELOPE 550 5.1.1 No such user" });
    expect(classifySmtpFailure({ code: "EENVELOPE", command: "RCPT TO", responseCode: 450, response: "450 mailbox busy" }).kind).toBe("retryable");
    expect(classifySmtpFailure({ code: "EPROTOCOL", command: "CONN", responseCode: 554, response: "554 Service refused" }).kind).toBe("retryable");
    expect(classifySmtpFailure({ code: "EAUTH", command: "AUTH PLAIN", responseCode: 535, response: "535 bad credentials" }).kind).toBe("retryable");
    expect(classifySmtpFailure({ code: "ESOCKET", message: "connect ECONNREFUSED 127.0.0.1:25" })).toEqual({ kind: "retryable", error: "SMTP ESOCKET connect ECONNREFUSED 127.0.0.1:25" });
    expect(classifySmtpFailure("boom")).toEqual({ kind: "retryable", error: "SMTP boom" });
  });
});

describe("SMTP sink against a fake mail server", () => {
  let fake: FakeSmtpServer | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it("delivers the mail with its sender, recipient, subject, bodies and language", async () => {
    fake = await startFakeSmtpServer();
    const outcome = await createSmtpSink({ url: fake.url, timeoutMs: 2_000 }).deliver(mail, options());
    expect(outcome).toEqual({ kind: "delivered" });
    expect(fake.received).toHaveLength(1);
    const [received] = fake.received;
    expect(received).toMatchObject({ from: "no-reply@voltline.example", to: ["ann.lee@example.com"] });
    const parsed = await simpleParser(received!.raw);
    expect(parsed.from?.value).toEqual([{ address: "no-reply@voltline.example", name: "Voltline" }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : []).toEqual([{ address: "ann.lee@example.com", name: "" }]);
    expect(parsed.subject).toBe("Confirmez votre abonnement aux nouvelles de Voltline");
    expect(parsed.messageId).toBe(mail.messageId);
    expect(parsed.headers.get("content-language")).toBe("fr-ca");
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.text).toContain("Bonjour Anne-Marie,");
    expect(parsed.text).toContain("https://www.voltline.example/voltline/fr-ca/subscribe/confirm?token=abc.def");
    expect(parsed.html).toContain('<a href="https://www.voltline.example/voltline/fr-ca/subscribe/unsubscribe?token=ghi.jkl">');
    expect(parsed.html).toContain('lang="fr-ca"');
  });

  it("answers retryable while the server refuses (554), is down or hangs, permanent for a refused recipient", async () => {
    fake = await startFakeSmtpServer("refuse");
    const sink = createSmtpSink({ url: fake.url, timeoutMs: 500 });
    const refused = await sink.deliver(mail, options());
    expect(refused).toMatchObject({ kind: "retryable", error: expect.stringContaining("554") });

    await fake.setMode("down");
    expect(await sink.deliver(mail, options())).toMatchObject({ kind: "retryable", error: expect.stringMatching(/ECONNREFUSED|ECONNECTION/) });

    await fake.setMode("hang");
    const started = Date.now();
    expect(await sink.deliver(mail, options())).toMatchObject({ kind: "retryable", error: expect.stringMatching(/ETIMEDOUT/) });
    expect(Date.now() - started).toBeLessThan(5_000);

    await fake.setMode("up");
    fake.refuseRecipient(mail.to);
    expect(await sink.deliver(mail, options())).toMatchObject({ kind: "permanent", error: expect.stringContaining("550") });
    expect(fake.received).toHaveLength(0);
  });

  it("stops waiting when the worker stops", async () => {
    fake = await startFakeSmtpServer("hang");
    const stop = new AbortController();
    const pending = createSmtpSink({ url: fake.url, timeoutMs: 10_000 }).deliver(mail, { idempotencyKey: mail.messageId, signal: stop.signal });
    setTimeout(() => stop.abort(), 100);
    const started = Date.now();
    expect(await pending).toEqual({ kind: "retryable", error: "delivery interrupted: the worker stopped" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
