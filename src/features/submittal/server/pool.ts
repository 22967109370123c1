// Where submittal packages are drawn (F15, ADR 59): a few worker threads behind a bounded queue, so that drawing
// (fontkit shaping, PDFKit, pdf-lib: about 1 s of CPU for 20 spec sheets) never runs on the event loop that serves
// pages. SUBMITTAL_WORKERS threads (default 1: on a 2-core machine one core stays with page serving) each draw one
// package at a time; at most SUBMITTAL_QUEUE packages wait (default 32) and the next is refused at once (the route
// answers 503 with Retry-After); a package that takes longer than SUBMITTAL_TIMEOUT_MS (default 60000) has its
// thread ended and is refused too. When the bundled worker (dist/submittal-worker.mjs) is absent — unit tests,
// scripts — packages are drawn in-process, which is correct but holds the loop.
import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "@/platform/logging/logger";
import { runPackageJob, type PackageJob, type PackageResult } from "../package-job";

export class PoolBusyError extends Error {
  constructor() {
    super("submittal: the build queue is full");
  }
}

export class PoolTimeoutError extends Error {
  constructor() {
    super("submittal: the build took too long");
  }
}

export interface PoolOptions {
  workers: number;
  maxQueue: number;
  timeoutMs: number;
  /** The bundled worker; undefined draws in-process. */
  workerFile?: string;
}

interface Task {
  id: number;
  job: PackageJob;
  resolve: (result: PackageResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
}

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export function poolOptions(env: Record<string, string | undefined> = process.env): PoolOptions {
  const file = env.SUBMITTAL_WORKER_FILE ?? path.join(process.cwd(), "dist", "submittal-worker.mjs");
  return {
    workers: Math.min(positive(env.SUBMITTAL_WORKERS, 1), 8),
    maxQueue: Math.min(positive(env.SUBMITTAL_QUEUE, 32), 1000),
    timeoutMs: positive(env.SUBMITTAL_TIMEOUT_MS, 60_000),
    ...(existsSync(file) ? { workerFile: file } : {}),
  };
}

export class PackagePool {
  private readonly queue: Task[] = [];
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private inline = 0;

  constructor(private readonly options: PoolOptions) {}

  /** Jobs waiting plus jobs being drawn. */
  get load(): number {
    return this.queue.length + this.slots.filter((slot) => slot.task).length + this.inline;
  }

  run(job: PackageJob): Promise<PackageResult> {
    if (!this.options.workerFile) return this.runInline(job);
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  private async runInline(job: PackageJob): Promise<PackageResult> {
    if (this.inline >= this.options.workers + this.options.maxQueue) throw new PoolBusyError();
    this.inline += 1;
    try {
      return await runPackageJob(job);
    } finally {
      this.inline -= 1;
    }
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => !candidate.task);
      if (!slot && this.slots.length < this.options.workers) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.timer = setTimeout(() => this.fail(slot!, new PoolTimeoutError(), true), this.options.timeoutMs);
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.options.workerFile!, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    const slot: Slot = { worker };
    worker.unref();
    worker.on("message", (message: { id: number; ok: true; result: PackageResult } | { id: number; ok: false; error: string }) => {
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      clearTimeout(slot.timer);
      slot.task = undefined;
      if (message.ok) task.resolve(message.result);
      else task.reject(new Error(message.error));
      this.dispatch();
    });
    worker.on("error", (error) => this.fail(slot, error, false));
    worker.on("exit", (code) => {
      if (slot.task) this.fail(slot, new Error(`submittal worker exited (${code})`), false);
      else this.remove(slot);
    });
    this.slots.push(slot);
    return slot;
  }

  private remove(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private fail(slot: Slot, error: Error, terminate: boolean): void {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    this.remove(slot);
    if (terminate) void slot.worker.terminate();
    if (task) {
      logger.warn({ err: error }, "submittal: a package build failed in its worker");
      task.reject(error);
    }
    this.dispatch();
  }

  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new PoolBusyError());
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }
}

let pool: PackagePool | undefined;

/** The process's pool, made on first use. */
export function packagePool(): PackagePool {
  if (!pool) {
    const options = poolOptions();
    if (!options.workerFile) logger.info("submittal: no bundled worker (dist/submittal-worker.mjs): packages are drawn in-process");
    pool = new PackagePool(options);
  }
  return pool;
}
