// The outbox worker (X11, ADR 34): in the server process, claims due rows under a lease, delivers them through their
// sink with bounded concurrency, and records each result. All its state is in the database, so a restart (or a second
// instance) picks up where it left; it looks for due rows every pollMs and at once when woken.
import type { Database } from "@/platform/db";
import { logger as processLogger } from "@/platform/logging/logger";
import type { OutboxConfig } from "./config";
import { nextStep, type NextStep } from "./policy";
import type { SubmissionPayload, SubmissionSink } from "./sink";
import { claimDueRows, loadPayloads, releaseRow, settleRow, type ClaimedRow } from "./store";

export interface OutboxWorkerDeps {
  getDb: () => Promise<Database>;
  sinks: readonly SubmissionSink[];
  config: Pick<OutboxConfig, "maxAttempts" | "pollMs" | "concurrency" | "leaseMs" | "backoffBaseMs" | "backoffCapMs">;
  random?: () => number;
  logger?: Pick<typeof processLogger, "info" | "warn" | "error">;
  /** How long stop() waits for deliveries in flight before it aborts them. */
  stopGraceMs?: number;
}

export interface RunningOutboxWorker {
  /** Looks for due rows now instead of at the next poll. */
  wake(): void;
  /** Resolves when no row is due or in flight (tests, the bench). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createOutboxWorker({ getDb, sinks, config, random = Math.random, logger = processLogger, stopGraceMs = 3_000 }: OutboxWorkerDeps): RunningOutboxWorker {
  const sinkByName = new Map(sinks.map((sink) => [sink.name, sink]));
  const sinkNames = [...sinkByName.keys()];
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  let stopped = false;
  let woken = false;
  let signal: (() => void) | undefined;
  let idleWaiters: Array<() => void> = [];
  let lastClaimEmpty = false;

  const nudge = () => {
    woken = true;
    signal?.();
  };

  const settleIdle = () => {
    if (lastClaimEmpty && inFlight.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  async function deliver(db: Database, row: ClaimedRow, payload: SubmissionPayload | undefined): Promise<void> {
    const sink = sinkByName.get(row.sink);
    let step: NextStep;
    if (!sink || !payload) {
      step = { status: "failed", error: sink ? "submission row missing" : `no sink named '${row.sink}' in this process` };
    } else {
      const outcome = await sink.deliver(payload, { idempotencyKey: payload.submissionKey, signal: stopping.signal });
      if (stopping.signal.aborted && outcome.kind !== "delivered") {
        await releaseRow(db, row).catch(() => undefined);
        return;
      }
      step = nextStep(outcome, row.attempts, config.maxAttempts, random, { baseMs: config.backoffBaseMs, capMs: config.backoffCapMs });
    }
    await settleRow(db, row, step);
    if (step.status === "failed") logger.error({ outboxId: row.id, sink: row.sink, reference: payload?.reference, error: step.error }, "outbox: delivery failed for good; `npm run submissions -- retry` sends it again");
    else if (step.status === "pending") logger.warn({ outboxId: row.id, sink: row.sink, attempt: row.attempts, retryInMs: step.delayMs, error: step.error }, "outbox: delivery failed; will retry");
  }

  /** Claims as many rows as there are free slots and starts their deliveries; the number claimed. */
  async function fill(): Promise<number> {
    const free = config.concurrency - inFlight.size;
    if (free <= 0) return 0;
    const db = await getDb();
    const rows = await claimDueRows(db, { sinks: sinkNames, limit: free, leaseMs: config.leaseMs });
    lastClaimEmpty = rows.length === 0;
    if (rows.length === 0) return 0;
    const payloads = await loadPayloads(db, rows.map((row) => row.submissionId));
    for (const row of rows) {
      const task = deliver(db, row, payloads.get(row.submissionId))
        .catch((error: unknown) => logger.error({ err: error, outboxId: row.id }, "outbox: could not record a delivery; the row is taken again after its lease"))
        .finally(() => {
          inFlight.delete(task);
          nudge();
        });
      inFlight.add(task);
    }
    return rows.length;
  }

  async function loop(): Promise<void> {
    let failures = 0;
    while (!stopped) {
      woken = false;
      let claimed = 0;
      try {
        claimed = await fill();
        failures = 0;
      } catch (error) {
        failures++;
        lastClaimEmpty = true;
        if (failures === 1 || failures % 20 === 0) logger.warn({ err: error, failures }, "outbox: could not claim due rows; trying again");
      }
      settleIdle();
      if (stopped) break;
      // A full claim may have left more due rows behind; otherwise wait for a wake, a free slot or the next poll.
      if (claimed > 0 && inFlight.size < config.concurrency) continue;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.pollMs);
        timer.unref?.();
        signal = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      signal = undefined;
    }
  }

  const running = sinkNames.length > 0 ? loop() : Promise.resolve();
  if (sinkNames.length === 0) lastClaimEmpty = true;

  return {
    wake: nudge,
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        nudge();
        if (sinkNames.length === 0) settleIdle();
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      signal?.();
      await running;
      const grace = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), stopGraceMs).unref?.());
      if ((await Promise.race([Promise.all(inFlight).then(() => "done" as const), grace])) === "late") {
        stopping.abort();
        await Promise.all(inFlight);
      }
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
