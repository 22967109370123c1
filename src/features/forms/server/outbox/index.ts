// Public entry of the forms outbox (X11, issue 13). Contract for the submission store and the server; the worker,
// sinks and operator command live behind it.
// TODO(h/outbox): replace these placeholders with the worker.

/** Names of the sinks a new submission gets an outbox row for (none in the embedded default: the outbox is kept locally). */
export function activeSinks(): string[] {
  return [];
}

/** Tells the worker new rows are due (after the submission's transaction committed). */
export function wakeOutbox(): void {}

export interface OutboxWorker {
  stop(): Promise<void>;
}

/** Starts the delivery worker of this server process (server/main.ts). */
export function startOutboxWorker(): OutboxWorker {
  return { stop: async () => {} };
}
