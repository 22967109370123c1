// Several worker processes behind one port on one machine (issue 15 §1, ADR 76). One Node process renders pages on one
// core; WEB_CONCURRENCY=n starts n workers with Node's cluster module, which share the listening socket. The primary
// forks them one after another (the first runs the migrations and writes the embedded provider's keys before the next
// starts), restarts one that dies, stops them all on SIGTERM / SIGINT, and relays what a worker tells its siblings:
// a page it stored in its micro-cache and a cache tag it revalidated, so every worker answers every page a sibling
// rendered, and a publish reaches them all. It also answers what one state for all workers must decide (the rate
// limits' counts): a worker asks, the primary answers. PGlite is one process per folder: more than one worker needs
// DATABASE_URL.
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { logger } from "@/platform/logging/logger";
import { globalRegistry } from "./global-registry";

export const WORKERS_ENV = [
  {
    name: "WEB_CONCURRENCY",
    default: "1",
    description: "worker processes serving the site (`auto`: one per core, at most 64); more than one needs `DATABASE_URL` (ADR 76).",
  },
] as const;

const MAX_WORKERS = 64;

/** How many workers WEB_CONCURRENCY asks for; throws with the reason when the value or the configuration refuses it. */
export function workerCount(env: Record<string, string | undefined> = process.env, cores: number = availableParallelism()): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  let count: number;
  if (!raw) count = 1;
  else if (raw === "auto") count = Math.max(1, Math.min(cores, MAX_WORKERS));
  else if (/^\d{1,2}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_WORKERS) count = Number(raw);
  else throw new Error(`WEB_CONCURRENCY '${raw}' is not supported: use a whole number from 1 to ${MAX_WORKERS}, or auto`);
  if (count > 1 && !env.DATABASE_URL?.trim()) {
    throw new Error(`WEB_CONCURRENCY=${raw} needs DATABASE_URL: the embedded PGlite database is one process per folder`);
  }
  return count;
}

/** A message between a worker and its siblings, through the primary. */
export interface SiblingMessage {
  voltline: "siblings";
  topic: string;
  payload?: unknown;
  /** A worker that just subscribed asks the primary for what it retained of the topic (see RetainedTopic). */
  replay?: true;
}

export function isSiblingMessage(value: unknown): value is SiblingMessage {
  if (!value || typeof value !== "object") return false;
  const message = value as Partial<SiblingMessage>;
  return message.voltline === "siblings" && typeof message.topic === "string";
}

/** Whether this process is one of several workers (messages to siblings go somewhere). */
export const hasSiblings = (): boolean => cluster.isWorker && typeof process.send === "function";

/** Sends `payload` to every other worker; nothing when this process has no siblings. Never throws. */
export function tellSiblings(topic: string, payload: unknown): void {
  if (!hasSiblings()) return;
  const message: SiblingMessage = { voltline: "siblings", topic, payload };
  try {
    process.send?.(message, undefined, undefined, (error: Error | null) => {
      if (error) logger.warn({ err: error, topic }, "cluster: a message to the sibling workers was lost");
    });
  } catch (error) {
    logger.warn({ err: error, topic }, "cluster: a message to the sibling workers was lost");
  }
}

/**
 * Calls `handle` with what siblings send on `topic`; returns the unsubscribe. With `replay`, the primary first sends
 * what it retained of the topic (the messages sent before this worker listened).
 */
export function onSiblings(topic: string, handle: (payload: unknown) => void, { replay = false } = {}): () => void {
  if (!hasSiblings()) return () => {};
  const listener = (message: unknown) => {
    if (!isSiblingMessage(message) || message.topic !== topic) return;
    try {
      handle(message.payload);
    } catch (error) {
      logger.warn({ err: error, topic }, "cluster: a message from a sibling worker could not be applied");
    }
  };
  process.on("message", listener);
  if (replay) process.send?.({ voltline: "siblings", topic, replay: true } satisfies SiblingMessage);
  return () => process.off("message", listener);
}

/** A question a worker asks the primary, and the primary's answer to it (same `id`). */
export interface PrimaryQuestion {
  voltline: "primary";
  topic: string;
  id: number;
  payload: unknown;
}
export interface PrimaryAnswer {
  voltline: "primary";
  id: number;
  answer: unknown;
}

const isPrimaryQuestion = (value: unknown): value is PrimaryQuestion =>
  !!value && typeof value === "object" && (value as PrimaryQuestion).voltline === "primary" && typeof (value as PrimaryQuestion).topic === "string" && typeof (value as PrimaryQuestion).id === "number";
const isPrimaryAnswer = (value: unknown): value is PrimaryAnswer =>
  !!value && typeof value === "object" && (value as PrimaryAnswer).voltline === "primary" && typeof (value as PrimaryAnswer).id === "number" && !("topic" in value);

/** What the primary answers on a topic, from one state for every worker. */
export interface PrimaryService {
  topic: string;
  answer(payload: unknown): unknown;
}

// The questions waiting for their answer, one table per process (both bundles of a worker ask through it, so the
// ids never collide and one listener settles them).
const questions = globalRegistry("voltline.cluster.questions", () => {
  const waiting = new Map<number, (answer: unknown) => void>();
  process.on("message", (message: unknown) => {
    if (!isPrimaryAnswer(message)) return;
    waiting.get(message.id)?.(message.answer);
  });
  return { next: 0, waiting };
});

/**
 * Asks the primary on `topic`. Resolves with its answer, or undefined when this process has no primary, the message
 * could not be sent, the primary has no such service, or no answer came within `timeoutMs`: the caller decides alone
 * then. Never rejects.
 */
export function askPrimary(topic: string, payload: unknown, timeoutMs = 250): Promise<unknown> {
  if (!hasSiblings()) return Promise.resolve(undefined);
  const table = questions();
  const id = ++table.next;
  return new Promise((resolve) => {
    const settle = (answer: unknown) => {
      clearTimeout(timer);
      table.waiting.delete(id);
      resolve(answer);
    };
    const timer = setTimeout(() => settle(undefined), timeoutMs);
    table.waiting.set(id, settle);
    try {
      process.send?.({ voltline: "primary", topic, id, payload } satisfies PrimaryQuestion, undefined, undefined, (error: Error | null) => {
        if (error) settle(undefined);
      });
    } catch {
      settle(undefined);
    }
  });
}

/** The primary's answer to a worker's question: the service's, or undefined (no such service, or it threw). */
export function answerQuestion(services: ReadonlyMap<string, PrimaryService>, question: PrimaryQuestion): PrimaryAnswer {
  let answer: unknown;
  try {
    answer = services.get(question.topic)?.answer(question.payload);
  } catch (error) {
    logger.warn({ err: error, topic: question.topic }, "cluster: a question to the primary could not be answered");
  }
  return { voltline: "primary", id: question.id, answer };
}

/**
 * What the primary keeps of a topic for a worker that subscribes later (a restarted worker must know the revalidations
 * made before it): `merge` folds each message in, `replay` is what a subscriber gets.
 */
export interface RetainedTopic {
  topic: string;
  merge(payload: unknown): void;
  replay(): unknown;
}

export interface PrimaryOptions {
  count: number;
  retained?: RetainedTopic[];
  /** What the primary answers workers' questions with (askPrimary). */
  services?: PrimaryService[];
  /** A worker that dies this soon after it started is a failed start: the primary gives up instead of looping. */
  minUptimeMs?: number;
}

/** Waits for a worker to listen, or rejects with its exit. */
function listening(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onListening = () => {
      worker.off("exit", onExit);
      resolve();
    };
    const onExit = (code: number | null, signal: string | null) => {
      worker.off("listening", onListening);
      reject(new Error(`worker ${worker.process.pid} exited before it listened (${signal ?? `code ${code}`})`));
    };
    worker.once("listening", onListening);
    worker.once("exit", onExit);
  });
}

/** The primary: forks `count` workers one after another, relays sibling messages, restarts the dead, stops on signal. */
export async function runPrimary({ count, retained = [], services = [], minUptimeMs = 30_000 }: PrimaryOptions): Promise<void> {
  // Structured clone over the IPC channel: a stored page's bytes travel as bytes, not as JSON.
  cluster.setupPrimary({ serialization: "advanced" });
  const kept = new Map(retained.map((topic) => [topic.topic, topic]));
  const answering = new Map(services.map((service) => [service.topic, service]));
  let stopping = false;

  const relay = (from: Worker) => (message: unknown) => {
    if (isPrimaryQuestion(message)) {
      if (from.isConnected()) from.send(answerQuestion(answering, message), undefined, () => undefined);
      return;
    }
    if (!isSiblingMessage(message)) return;
    const topic = kept.get(message.topic);
    if (message.replay) {
      if (topic) from.send({ voltline: "siblings", topic: message.topic, payload: topic.replay() } satisfies SiblingMessage);
      return;
    }
    topic?.merge(message.payload);
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker || worker === from || !worker.isConnected()) continue;
      worker.send(message, undefined, (error: Error | null) => {
        if (error) logger.warn({ err: error, topic: message.topic }, "cluster: a message could not be relayed to a worker");
      });
    }
  };

  const fork = (): Worker => {
    const worker = cluster.fork();
    const started = Date.now();
    worker.on("message", relay(worker));
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (Date.now() - started < minUptimeMs) {
        logger.fatal({ pid: worker.process.pid, code, signal }, "cluster: a worker stopped soon after it started; the server stops");
        void stopAll(1);
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, "cluster: a worker stopped; starting another");
      fork();
    });
    return worker;
  };

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    process.exit(exitCode);
  };
  // The workers' own stop takes at most 5 s (server/main.ts); past 8 s the primary exits regardless.
  const onSignal = () => {
    setTimeout(() => process.exit(1), 8_000).unref();
    void stopAll(0);
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);

  for (let i = 0; i < count && !stopping; i++) {
    try {
      await listening(fork());
    } catch (error) {
      if (!stopping) logger.fatal({ err: error }, "cluster: a worker failed to start; the server stops");
      await stopAll(1);
      return;
    }
  }
  logger.info(`cluster: ${count} workers listening`);
}
