// Which Mailer the server uses (F9, ADR 37). Embedded default: mail kept in the outgoing_mail table (./embedded.ts).
// With MAIL_SMTP_URL: mail queued in the same table and sent to that SMTP server by the delivery worker the server
// process runs (the outbox's worker, ADR 34), with retries and backoff; nothing is lost while the server is down.
import { getDb } from "@/platform/db";
import { logger } from "@/platform/logging/logger";
import { outboxConfig } from "../outbox/config";
import { createOutboxWorker, type RunningOutboxWorker } from "../outbox/worker";
import { smtpConfig } from "./config";
import { embeddedMailer } from "./embedded";
import type { Mailer } from "./port";
import { mailQueue, queueMailer } from "./queue";
import { createSmtpSink } from "./smtp";

export type { Mailer, MailMessage } from "./port";
export { MAIL_ENV } from "./config";

// The route handlers (Next's bundle) and server/main.ts (esbuild's bundle) hold separate copies of this module: the
// running worker is found through the process.
const store = globalThis as typeof globalThis & { __voltlineMailWorker?: RunningOutboxWorker };

/** Tells the mail worker a mail was queued. */
export function wakeMail(): void {
  store.__voltlineMailWorker?.wake();
}

export function mailer(env: Record<string, string | undefined> = process.env): Mailer {
  const smtp = smtpConfig(env);
  return smtp ? queueMailer(smtp.from, wakeMail) : embeddedMailer();
}

export interface MailWorker {
  stop(): Promise<void>;
}

/** Starts sending queued mail (with MAIL_SMTP_URL); nothing to do on the embedded default. Throws on a bad MAIL_* value. */
export function startMailWorker(env: Record<string, string | undefined> = process.env): MailWorker {
  const smtp = smtpConfig(env);
  if (!smtp) {
    logger.info("mail: MAIL_SMTP_URL unset, mail is kept in the outgoing_mail table");
    return { stop: async () => {} };
  }
  const config = outboxConfig(env);
  const worker = createOutboxWorker({
    getDb,
    sinks: [createSmtpSink({ url: smtp.url, timeoutMs: smtp.timeoutMs })],
    queue: mailQueue,
    // The lease outlives the longest SMTP exchange (connect, greeting, each command: a few timeouts).
    config: { ...config, leaseMs: Math.max(config.leaseMs, 6 * smtp.timeoutMs) },
  });
  store.__voltlineMailWorker = worker;
  logger.info(`mail: sending through ${new URL(smtp.url).hostname} as ${smtp.from.address}`);
  return {
    async stop() {
      if (store.__voltlineMailWorker === worker) store.__voltlineMailWorker = undefined;
      await worker.stop();
    },
  };
}
