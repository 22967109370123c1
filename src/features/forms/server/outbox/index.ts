// Public entry of the forms outbox (X11, issue 13, ADR 34): which sinks a new submission gets a row for, the wake-up the
// submission store sends after its transaction, and the worker the server process runs. Without MARKETING_FORMS_URL
// (the embedded default) no sink is active: submissions are kept locally in form_submissions and nothing is forwarded.
import { getDb } from "@/platform/db";
import { logger } from "@/platform/logging/logger";
import { activeSinkNames, outboxConfig } from "./config";
import { createHttpSink } from "./http-sink";
import type { SubmissionSink } from "./sink";
import { createOutboxWorker, type RunningOutboxWorker } from "./worker";
import { startMailWorker } from "../mail";

export { OUTBOX_ENV, MARKETING_SINK } from "./config";
export type { SubmissionPayload, SubmissionSink, DeliveryOptions } from "./sink";
export type { DeliveryOutcome } from "./policy";

/** Names of the sinks a new submission gets an outbox row for (none in the embedded default: the outbox is kept locally). */
export function activeSinks(): string[] {
  return activeSinkNames();
}

// The route handlers (Next's bundle) and server/main.ts (esbuild's bundle) hold separate copies of this module: the
// running worker is found through the process.
const store = globalThis as typeof globalThis & { __voltlineOutboxWorker?: RunningOutboxWorker };

/** Tells the worker new rows are due (after the submission's transaction committed). */
export function wakeOutbox(): void {
  store.__voltlineOutboxWorker?.wake();
}

export interface OutboxWorker {
  stop(): Promise<void>;
}

/** The sinks this process delivers to, from the environment. */
export function configuredSinks(env: Record<string, string | undefined> = process.env): SubmissionSink[] {
  const marketing = outboxConfig(env).marketing;
  return marketing ? [createHttpSink({ url: marketing.url, ...(marketing.token ? { token: marketing.token } : {}), timeoutMs: marketing.timeoutMs })] : [];
}

/**
 * Starts the delivery workers of this server process (server/main.ts): submissions to the marketing-form service, and
 * queued mail to the SMTP server (MAIL_SMTP_URL, ../mail). A bad setting of either throws before anything starts.
 */
export function startOutboxWorker(): OutboxWorker {
  const config = outboxConfig();
  const sinks = configuredSinks();
  const mail = startMailWorker();
  const worker = createOutboxWorker({ getDb, sinks, config });
  store.__voltlineOutboxWorker = worker;
  if (config.marketing) logger.info(`forms outbox: delivering to ${new URL(config.marketing.url).origin} (up to ${config.concurrency} at once, ${config.maxAttempts} attempts)`);
  else logger.info("forms outbox: MARKETING_FORMS_URL unset, submissions are kept locally (npm run submissions -- list)");
  return {
    async stop() {
      if (store.__voltlineOutboxWorker === worker) store.__voltlineOutboxWorker = undefined;
      await Promise.all([worker.stop(), mail.stop()]);
    },
  };
}
