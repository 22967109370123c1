// The production mail sink (F9, ADR 37): sends a queued mail to the SMTP server of MAIL_SMTP_URL with nodemailer. Every
// failure is an outcome for the delivery worker (ADR 34): a recipient the server refuses for good (5xx to RCPT TO) is
// `permanent`; anything else, a 4xx, a 5xx to the session or the sender (a server refusing while it is misconfigured or
// overloaded), a connection refused, a timeout, is `retryable`, so the mail stays in outgoing_mail and is sent again.
import { createTransport } from "nodemailer";
import { truncateError, type DeliveryOutcome } from "../outbox/policy";
import type { QueueSink } from "../outbox/worker";

/** A mail as the queue hands it to the sink: one outgoing_mail row. */
export interface QueuedMail {
  id: number;
  kind: string;
  locale: string;
  from: string;
  to: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

export const SMTP_SINK = "smtp";

interface SmtpFailure {
  code?: string;
  command?: string;
  response?: string;
  responseCode?: number;
  message?: string;
}

/** What one failed SMTP attempt comes to. Pure. */
export function classifySmtpFailure(error: unknown): Extract<DeliveryOutcome, { kind: "retryable" | "permanent" }> {
  const failure = (typeof error === "object" && error !== null ? error : { message: String(error) }) as SmtpFailure;
  const what = failure.response || failure.message || "unknown error";
  const detail = truncateError(`SMTP ${failure.command ? `${failure.command}: ` : ""}${failure.code ? `${failure.code} ` : ""}${what}`);
  const code = failure.responseCode;
  // The recipient's address refused for good (550 no such user, 553 bad address): no later attempt can change that.
  if (typeof code === "number" && code >= 500 && code < 600 && /^RCPT/i.test(failure.command ?? "")) return { kind: "permanent", error: detail };
  return { kind: "retryable", error: detail };
}

export interface SmtpSinkOptions {
  url: string;
  /** Connection, greeting and each answer. */
  timeoutMs: number;
}

export function createSmtpSink({ url, timeoutMs }: SmtpSinkOptions): QueueSink<QueuedMail> {
  // No pool: one connection per mail, closed after it (confirmation mails are few; a pooled connection the server
  // dropped would cost a failed attempt).
  const transport = createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs });
  return {
    name: SMTP_SINK,
    async deliver(mail, { signal }): Promise<DeliveryOutcome> {
      if (signal.aborted) return { kind: "retryable", error: "delivery interrupted: the worker stopped" };
      const sent = transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: { "Content-Language": mail.locale },
      });
      let onAbort: (() => void) | undefined;
      const stopped = new Promise<DeliveryOutcome>((resolve) => {
        onAbort = () => resolve({ kind: "retryable", error: "delivery interrupted: the worker stopped" });
        signal.addEventListener("abort", onAbort, { once: true });
      });
      try {
        return await Promise.race([
          sent.then((info): DeliveryOutcome => (info.rejected.length === 0 && info.accepted.length > 0 ? { kind: "delivered" } : classifySmtpFailure({ command: "RCPT TO", response: String(info.response), responseCode: 550 }))),
          stopped,
        ]);
      } catch (error) {
        return classifySmtpFailure(error);
      } finally {
        if (onAbort) signal.removeEventListener("abort", onAbort);
        sent.catch(() => undefined);
      }
    },
  };
}
