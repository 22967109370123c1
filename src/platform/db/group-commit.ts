// Grouping what arrives together into one database round (ADR 34 amendment, ADR 43 third amendment). The embedded
// database (PGlite) runs one statement at a time on the process's one thread, and a statement's fixed cost (the
// protocol's messages into WebAssembly, parsing, planning, a transaction's BEGIN and COMMIT and its WAL write) is most
// of what a small request costs. Requests that arrive while a round is being run wait for the next one, which serves
// all of them: one transaction of a few set-based statements for writes (GroupCommit), one query for reads (Batcher).
// Each caller is answered only after its round has finished, with its own result.
import type { Database } from "./client";
import { getDb } from "./client";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Most items one round serves (a burst larger than this is served by successive rounds). */
export const DEFAULT_MAX_GROUP = 100;

/**
 * How long an item that arrives soon after a round waits for others before its own round starts. PGlite runs a round
 * without giving the event loop a turn (its statements execute synchronously in WebAssembly), so under a burst each
 * request reaches the batcher alone, between two rounds: without this wait every round served one item (164 rounds
 * for 200 submissions, measured), and the rounds' fixed cost was half of a submission's CPU.
 */
export const DEFAULT_GATHER_MS = 5;
/** A round that ended less than this ago means the process is busy: the next item waits DEFAULT_GATHER_MS. */
export const BUSY_AFTER_ROUND_MS = 25;

export interface BatcherOptions {
  maxGroup?: number;
  /** The wait of an item arriving while the process is busy (0: never wait). */
  gatherMs?: number;
}

/**
 * Runs `run` over the items that arrived together: the items of one turn of the event loop form the first round, and
 * every item that arrives while a round runs joins the next. An item that arrives shortly after a round ended (a busy
 * process) waits `gatherMs` for others first; one that arrives in a quiet process is served on the next turn. One
 * round at a time. `run` answers one result per item,
 * in the items' order; `undefined` means "not served by the round" (the caller then serves that item alone). A round
 * that throws answers `undefined` to each of its items.
 */
export class Batcher<Item, Result> {
  private waiting: { item: Item; done: (result: Result | undefined) => void }[] = [];
  private running = false;
  private lastRoundEnded = Number.NEGATIVE_INFINITY;
  private readonly maxGroup: number;
  private readonly gatherMs: number;

  constructor(
    private readonly run: (items: readonly Item[]) => Promise<readonly (Result | undefined)[]>,
    options: BatcherOptions = {},
  ) {
    this.maxGroup = options.maxGroup ?? DEFAULT_MAX_GROUP;
    this.gatherMs = options.gatherMs ?? DEFAULT_GATHER_MS;
  }

  submit(item: Item): Promise<Result | undefined> {
    return new Promise((resolve) => {
      this.waiting.push({ item, done: resolve });
      if (!this.running) {
        this.running = true;
        const busy = performance.now() - this.lastRoundEnded < BUSY_AFTER_ROUND_MS;
        if (busy && this.gatherMs > 0) setTimeout(() => void this.drain(), this.gatherMs);
        else setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.maxGroup);
      let results: readonly (Result | undefined)[] = [];
      try {
        results = await this.run(group.map((waiter) => waiter.item));
      } catch {
        // Each item is served alone by its caller, which meets (and reports) the failure there.
      }
      group.forEach((waiter, index) => waiter.done(results[index]));
    }
    this.lastRoundEnded = performance.now();
    this.running = false;
  }
}

/**
 * Group commit: the items that arrive together are written in ONE transaction by `write` (a few set-based statements
 * for the whole group, not one round of statements per item). Each caller is answered after that COMMIT. An item the
 * group did not write (`undefined`), or every item of a group whose transaction failed, is written alone by its caller.
 */
export class GroupCommit<Item, Result> extends Batcher<Item, Result> {
  constructor(
    write: (tx: Transaction, items: readonly Item[]) => Promise<readonly (Result | undefined)[]>,
    options: BatcherOptions & { database?: () => Promise<Database> } = {},
  ) {
    const database = options.database ?? getDb;
    super(async (items) => (await database()).transaction((tx) => write(tx, items)), options);
  }
}
