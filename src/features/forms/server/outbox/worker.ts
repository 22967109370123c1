// The outbox worker (X11, ADR 34): in the server process, claims due rows under a lease, delivers them through their
// sink with bounded concurrency, and records each result. All its state is in the database, so a restart (or a second
// instance) picks up where it left; it looks for due rows every pollMs and at once when woken. A sink that fails is left
// alone for a while, then tried with one row at a time (a probe) until it delivers again.
// The same worker drives two queues: the form outbox (form_outbox, to the marketing-form service) and the outgoing mail
// (outgoing_mail, to the SMTP server: ../mail/queue.ts); a queue says how its rows are claimed, read and settled.
import type { Database } from "@/platform/db";
import { logger as processLogger } from "@/platform/logging/logger";
import type { OutboxConfig } from "./config";
import { nextStep, SINK_PAUSE_CAP_MS, sinkPause, type DeliveryOutcome, type NextStep } from "./policy";
import type { DeliveryOptions, SubmissionPayload } from "./sink";
import { claimDueRows, loadPayloads, releaseRow, settleRow, type ClaimedRow } from "./store";

/** Where a queue's rows go: never throws, every failure is an outcome. */
export interface QueueSink<P> {
  readonly name: string;
  deliver(payload: P, options: DeliveryOptions): Promise<DeliveryOutcome>;
}

/** A claimed row as the worker needs it: its id, the sink it goes to, and this attempt's number (from 1). */
export type LeasedRow = Pick<ClaimedRow, "id" | "sink" | "attempts">;

/** A table of leased rows the worker drives (claim under a lease, read the payloads, record each attempt's result). */
export interface DeliveryQueue<P, R extends LeasedRow = LeasedRow> {
  /** For the log: `outbox`, `mail`. */
  name: string;
  /** What the log tells an operator to run to send a failed row again. */
  retryHint: string;
  claim(db: Database, options: { sinks: readonly string[]; limit: number; leaseMs: number }): Promise<R[]>;
  /** The payloads of claimed rows, by row id. */
  load(db: Database, rows: readonly R[]): Promise<Map<number, P>>;
  settle(db: Database, row: Pick<LeasedRow, "id" | "attempts">, step: NextStep): Promise<void>;
  release(db: Database, row: Pick<LeasedRow, "id" | "attempts">): Promise<void>;
  /** The idempotency key of a payload (the same on every attempt), and how the log names it. */
  keyOf(payload: P): string;
  labelOf(payload: P): string;
}

/** The form outbox (ADR 34): submissions to the marketing-form service. */
export const formOutboxQueue: DeliveryQueue<SubmissionPayload, ClaimedRow> = {
  name: "outbox",
  retryHint: "`npm run submissions -- retry` sends it again",
  claim: claimDueRows,
  async load(db, rows) {
    const payloads = await loadPayloads(db, rows.map((row) => row.submissionId));
    const byRow = new Map<number, SubmissionPayload>();
    for (const row of rows) {
      const payload = payloads.get(row.submissionId);
      if (payload) byRow.set(row.id, payload);
    }
    return byRow;
  },
  settle: settleRow,
  release: releaseRow,
  keyOf: (payload) => payload.submissionKey,
  labelOf: (payload) => payload.reference,
};

export interface OutboxWorkerDeps<P = SubmissionPayload, R extends LeasedRow = ClaimedRow> {
  getDb: () => Promise<Database>;
  sinks: readonly QueueSink<P>[];
  /** The rows it delivers: the form outbox unless told. */
  queue?: DeliveryQueue<P, R>;
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

export function createOutboxWorker<P = SubmissionPayload, R extends LeasedRow = ClaimedRow>({
  getDb,
  sinks,
  queue = formOutboxQueue as unknown as DeliveryQueue<P, R>,
  config,
  random = Math.random,
  logger = processLogger,
  stopGraceMs = 3_000,
}: OutboxWorkerDeps<P, R>): RunningOutboxWorker {
  const sinkByName = new Map(sinks.map((sink) => [sink.name, sink]));
  const sinkNames = [...sinkByName.keys()];
  const inFlight = new Set<Promise<void>>();
  const probes = new Set<number>();
  const stopping = new AbortController();
  let stopped = false;
  let woken = false;
  let signal: (() => void) | undefined;
  let idleWaiters: Array<() => void> = [];
  let lastClaimEmpty = false;
  /** Per sink: retryable failures in a row (0 = healthy), until when it is left alone, and whether a probe is out. */
  const health = new Map(sinkNames.map((name) => [name, { failures: 0, pausedUntil: 0, probing: false }]));
  const pauseOptions = { baseMs: config.backoffBaseMs, capMs: Math.min(SINK_PAUSE_CAP_MS, config.backoffCapMs) };

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

  async function deliver(db: Database, row: R, payload: P | undefined): Promise<void> {
    const sink = sinkByName.get(row.sink);
    let step: NextStep;
    if (!sink || !payload) {
      step = { status: "failed", error: sink ? "row to deliver missing" : `no sink named '${row.sink}' in this process` };
    } else {
      const outcome = await sink.deliver(payload, { idempotencyKey: queue.keyOf(payload), signal: stopping.signal });
      if (stopping.signal.aborted && outcome.kind !== "delivered") {
        await queue.release(db, row).catch(() => undefined);
        return;
      }
      const state = health.get(sink.name)!;
      if (outcome.kind === "delivered") Object.assign(state, { failures: 0, pausedUntil: 0 });
      else if (outcome.kind === "retryable") {
        // Rows already in flight when the sink began failing do not deepen the pause: only the first failure and probes do.
        if (state.failures === 0 || probes.has(row.id)) state.failures++;
        state.pausedUntil = Math.max(state.pausedUntil, Date.now() + sinkPause(state.failures, outcome, random, pauseOptions));
      }
      step = nextStep(outcome, row.attempts, config.maxAttempts, random, { baseMs: config.backoffBaseMs, capMs: config.backoffCapMs });
    }
    await queue.settle(db, row, step);
    const label = payload === undefined ? undefined : queue.labelOf(payload);
    if (step.status === "failed") logger.error({ queue: queue.name, rowId: row.id, sink: row.sink, reference: label, error: step.error }, `${queue.name}: delivery failed for good; ${queue.retryHint}`);
    else if (step.status === "pending") logger.warn({ queue: queue.name, rowId: row.id, sink: row.sink, attempt: row.attempts, retryInMs: step.delayMs, error: step.error }, `${queue.name}: delivery failed; will retry`);
  }

  /** Claims as many rows as there are free slots and starts their deliveries; the number claimed. */
  async function fill(): Promise<number> {
    const free = config.concurrency - inFlight.size;
    if (free <= 0) return 0;
    const now = Date.now();
    const healthy = sinkNames.filter((name) => health.get(name)!.failures === 0);
    const probing = sinkNames.filter((name) => {
      const state = health.get(name)!;
      return state.failures > 0 && !state.probing && now >= state.pausedUntil;
    });
    lastClaimEmpty = true;
    if (healthy.length === 0 && probing.length === 0) return 0;
    const db = await getDb();
    const rows = healthy.length ? await queue.claim(db, { sinks: healthy, limit: free, leaseMs: config.leaseMs }) : [];
    for (const name of probing) {
      if (rows.length >= free) break;
      const [probe] = await queue.claim(db, { sinks: [name], limit: 1, leaseMs: config.leaseMs });
      if (!probe) {
        // Nothing of this sink is due: look again at the next poll.
        health.get(name)!.pausedUntil = Date.now() + config.pollMs;
        continue;
      }
      rows.push(probe);
      probes.add(probe.id);
      health.get(name)!.probing = true;
    }
    lastClaimEmpty = rows.length === 0;
    if (rows.length === 0) return 0;
    const payloads = await queue.load(db, rows);
    for (const row of rows) {
      const task = deliver(db, row, payloads.get(row.id))
        .catch((error: unknown) => logger.error({ err: error, queue: queue.name, rowId: row.id }, `${queue.name}: could not record a delivery; the row is taken again after its lease`))
        .finally(() => {
          inFlight.delete(task);
          if (probes.delete(row.id)) health.get(row.sink)!.probing = false;
          nudge();
        });
      inFlight.add(task);
    }
    return rows.length;
  }

  /** Until the next poll, or sooner when a paused sink may be probed again. */
  function nextLookIn(): number {
    const now = Date.now();
    const resumes = [...health.values()].filter((state) => state.failures > 0 && !state.probing).map((state) => state.pausedUntil - now);
    return Math.max(0, Math.min(config.pollMs, ...resumes));
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
        if (failures === 1 || failures % 20 === 0) logger.warn({ err: error, failures }, `${queue.name}: could not claim due rows; trying again`);
      }
      settleIdle();
      if (stopped) break;
      // A full claim may have left more due rows behind; otherwise wait for a wake, a free slot or the next poll.
      if (claimed > 0 && inFlight.size < config.concurrency) continue;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, nextLookIn());
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
