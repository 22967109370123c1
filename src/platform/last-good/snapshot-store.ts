// The last good answers of one port on disk (E3, ADR 30): one small JSON file per read, written atomically off the
// request path, bounded in size, so a restart during an outage still has them.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, promises as fs, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { logger as defaultLogger } from "@/platform/logging/logger";
import type { Logger } from "pino";

export const SNAPSHOT_FORMAT_VERSION = 1;

export interface SnapshotEntry {
  key: string;
  /** Epoch ms of the answer's arrival. */
  savedAt: number;
  /** The answer as JSON text (parsed by the caller, so every fallback gets its own copy). */
  json: string;
}

export interface SnapshotStore {
  readonly dir: string;
  read(key: string): Promise<SnapshotEntry | undefined>;
  /** Queues the answer; it reaches the disk within `flushMs`. */
  write(entry: SnapshotEntry): void;
  /** Writes what is queued now (tests, shutdown). */
  flush(): Promise<void>;
}

export interface SnapshotStoreOptions {
  /** Folder of this port's files, e.g. `.data/snapshots/content`. */
  dir: string;
  /** Bound of the folder; the oldest files go first past it. */
  maxBytes: number;
  /** A larger answer is not written (it stays in memory only). */
  maxEntryBytes: number;
  flushMs?: number;
  logger?: Logger;
}

/** The file of a key: a hash, so any key (queries, ids, text a visitor typed) makes a safe, bounded name. */
export function snapshotFileName(key: string): string {
  return `${createHash("sha256").update(key).digest("hex").slice(0, 40)}.json`;
}

/** The file's text: the key is kept inside, so a reader can check it and an operator can read what it holds. */
export function snapshotFileText(entry: SnapshotEntry): string {
  return `{"v":${SNAPSHOT_FORMAT_VERSION},"key":${JSON.stringify(entry.key)},"savedAt":${JSON.stringify(new Date(entry.savedAt).toISOString())},"value":${entry.json}}\n`;
}

/** The entry a file holds, if it is one of this version for this key. */
export function parseSnapshotFile(text: string, key: string): SnapshotEntry | undefined {
  try {
    const parsed = JSON.parse(text) as { v?: unknown; key?: unknown; savedAt?: unknown; value?: unknown };
    if (parsed.v !== SNAPSHOT_FORMAT_VERSION || parsed.key !== key || !("value" in parsed)) return undefined;
    const savedAt = Date.parse(String(parsed.savedAt));
    return { key, savedAt: Number.isNaN(savedAt) ? 0 : savedAt, json: JSON.stringify(parsed.value) };
  } catch {
    return undefined;
  }
}

// One exit hook for every store of the process, each flushing what it still has queued.
const exitFlushes = new Set<() => void>();
let exitHooked = false;
function flushOnExit(flush: () => void) {
  exitFlushes.add(flush);
  if (exitHooked) return;
  exitHooked = true;
  process.once("exit", () => exitFlushes.forEach((run) => run()));
}

export function createSnapshotStore(options: SnapshotStoreOptions): SnapshotStore {
  const { dir, maxBytes, maxEntryBytes, flushMs = 1_000 } = options;
  const log = options.logger ?? defaultLogger;
  const pending = new Map<string, SnapshotEntry>();
  // Sizes of the files in the folder, oldest first (Map order): loaded once, then kept up to date by our own writes.
  let sizes: Map<string, number> | undefined;
  let total = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const tempName = (file: string) => `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;

  async function loadSizes(): Promise<Map<string, number>> {
    if (sizes) return sizes;
    await fs.mkdir(dir, { recursive: true });
    const names = (await fs.readdir(dir)).filter((name) => name.endsWith(".json"));
    const stats = await Promise.all(names.map(async (name) => [name, await fs.stat(path.join(dir, name)).catch(() => undefined)] as const));
    const found = stats.flatMap(([name, stat]) => (stat ? [[name, stat.size, stat.mtimeMs] as const] : [])).sort((a, b) => a[2] - b[2]);
    sizes = new Map(found.map(([name, size]) => [name, size]));
    total = found.reduce((sum, [, size]) => sum + size, 0);
    return sizes;
  }

  function account(known: Map<string, number>, name: string, size: number) {
    total += size - (known.get(name) ?? 0);
    known.delete(name);
    known.set(name, size);
  }

  /** Oldest files go until the folder is back under 90 % of its bound. */
  async function trim(known: Map<string, number>) {
    if (total <= maxBytes) return;
    let removed = 0;
    for (const [name, size] of known) {
      if (total <= maxBytes * 0.9) break;
      await fs.rm(path.join(dir, name), { force: true });
      known.delete(name);
      total -= size;
      removed++;
    }
    log.info({ dir, removed, bytes: total }, "last good: oldest snapshot files removed to stay within bounds");
  }

  async function writeAll(entries: SnapshotEntry[]) {
    const known = await loadSizes();
    for (const entry of entries) {
      const name = snapshotFileName(entry.key);
      const file = path.join(dir, name);
      const text = snapshotFileText(entry);
      const temp = tempName(file);
      await fs.writeFile(temp, text);
      await fs.rename(temp, file);
      account(known, name, Buffer.byteLength(text));
    }
    await trim(known);
  }

  function flushNow(): Promise<void> {
    timer = undefined;
    const entries = [...pending.values()];
    pending.clear();
    if (entries.length === 0) return flushing;
    flushing = flushing
      .then(() => writeAll(entries))
      .catch((error: unknown) => log.warn({ err: error, dir }, "last good: snapshot files could not be written"));
    return flushing;
  }

  /** Answers still queued when the process exits are written synchronously (the exit event allows nothing else). */
  function flushSync() {
    if (pending.size === 0) return;
    try {
      mkdirSync(dir, { recursive: true });
      for (const entry of pending.values()) {
        const file = path.join(dir, snapshotFileName(entry.key));
        const temp = tempName(file);
        writeFileSync(temp, snapshotFileText(entry));
        renameSync(temp, file);
      }
      pending.clear();
    } catch {
      // the process is ending; the previous files stay valid
    }
  }

  return {
    dir,
    async read(key) {
      const file = path.join(dir, snapshotFileName(key));
      const queued = pending.get(key);
      if (queued) return queued;
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat || stat.size > maxEntryBytes + 1024) return undefined;
      const text = await fs.readFile(file, "utf8").catch(() => undefined);
      return text === undefined ? undefined : parseSnapshotFile(text, key);
    },
    write(entry) {
      if (entry.json.length > maxEntryBytes) return;
      pending.set(entry.key, entry);
      flushOnExit(flushSync);
      timer ??= setTimeout(() => void flushNow(), flushMs).unref();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await flushNow();
    },
  };
}
