// A byte bound on the pages and route answers Next keeps on disk at run time (issue 12 item 1, ADR 26):
// `.next/server/route-cache/` holds one entry per address rendered since the build (an ISR page, a product page on its
// first visit, an alias of a known product), each several files. The least recently used entries past the bound are
// deleted; the next request for one renders it again. What the build wrote elsewhere is never touched.
import { promises as fs } from "node:fs";
import path from "node:path";

/** Next's folder of run-time response entries under the server folder, and its keys' prefix. */
export const ROUTE_CACHE_FOLDER = "route-cache";

/** Default bound of the run-time route cache, MiB (ROUTE_CACHE_MAX_MB). */
export const DEFAULT_ROUTE_CACHE_MAX_MB = 1024;

/** ROUTE_CACHE_MAX_MB as bytes: a whole number of MiB (0 keeps no run-time entry on disk), else the default. */
export function routeCacheMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const raw = env.ROUTE_CACHE_MAX_MB?.trim();
  const mib = raw && /^\d{1,7}$/.test(raw) ? Number(raw) : DEFAULT_ROUTE_CACHE_MAX_MB;
  return mib * 1024 * 1024;
}

// An entry `{key}` is `{key}.html` / `.body` (its answer), `.rsc` / `.json` (its data), `.meta` and `{key}.segments/`.
const ENTRY_FILE = /^(.*?)(?:\.segments\/.*|\.(?:html|rsc|meta|body|json))$/;

/** The entry key (`/route-cache/...`, as Next names it) a file under the server folder belongs to; undefined for other files. */
export function entryKeyOfFile(relativePath: string): string | undefined {
  const posix = relativePath.split(path.sep).join("/");
  if (!posix.startsWith(`${ROUTE_CACHE_FOLDER}/`)) return undefined;
  const match = ENTRY_FILE.exec(posix);
  return match ? `/${match[1]}` : undefined;
}

/** The files and folder an entry may have on disk. */
export function entryPaths(serverDir: string, key: string): string[] {
  const base = path.join(serverDir, key);
  return [".html", ".body", ".rsc", ".json", ".meta", ".segments"].map((suffix) => `${base}${suffix}`);
}

/** Bytes an entry Next is about to write takes on disk, near enough: its answer, data, segments and metadata. */
export function entryBytes(value: unknown): number {
  if (!value || typeof value !== "object") return 0;
  const entry = value as { html?: unknown; rscData?: unknown; body?: unknown; pageData?: unknown; segmentData?: unknown; headers?: unknown };
  const size = (part: unknown) => (typeof part === "string" ? Buffer.byteLength(part) : Buffer.isBuffer(part) || part instanceof Uint8Array ? part.byteLength : 0);
  let bytes = size(entry.html) + size(entry.rscData) + size(entry.body) + 512;
  if (entry.pageData) bytes += JSON.stringify(entry.pageData).length;
  if (entry.headers) bytes += JSON.stringify(entry.headers).length;
  if (entry.segmentData instanceof Map) for (const [name, part] of entry.segmentData) bytes += String(name).length + size(part);
  return bytes;
}

/**
 * Entries on disk by key, least recently used first, with their bytes; `add` returns the keys to delete to stay
 * within `maxBytes` (the entry just added too, when it alone is larger than the bound).
 */
export class RouteCacheLedger {
  private readonly entries = new Map<string, number>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Records an entry written (or rewritten) now; returns the keys that no longer fit, oldest first. */
  add(key: string, bytes: number): string[] {
    this.forget(key);
    this.entries.set(key, bytes);
    this.total += bytes;
    return this.trim();
  }

  /** Entries found on disk at start (oldest first), older than anything recorded since: they go before them. */
  addOlder(found: readonly { key: string; bytes: number }[]): string[] {
    const newer = [...this.entries];
    const recorded = new Set(this.entries.keys());
    this.entries.clear();
    for (const { key, bytes } of found) {
      if (recorded.has(key) || this.entries.has(key)) continue;
      this.entries.set(key, bytes);
      this.total += bytes;
    }
    for (const [key, bytes] of newer) this.entries.set(key, bytes);
    return this.trim();
  }

  /** A read of the entry: it becomes the most recently used. */
  touch(key: string): void {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, bytes);
  }

  forget(key: string): void {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.total -= bytes;
  }

  private trim(): string[] {
    const evicted: string[] = [];
    for (const [key, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(key);
      this.total -= bytes;
      evicted.push(key);
    }
    return evicted;
  }
}

/** Deletes an entry's files; a file already gone is no error. */
export async function removeEntry(serverDir: string, key: string): Promise<void> {
  await Promise.all(entryPaths(serverDir, key).map((file) => fs.rm(file, { recursive: true, force: true })));
}

/** The entries already under `{serverDir}/route-cache` (a previous run's), oldest first, with their bytes on disk. */
export async function scanRouteCache(serverDir: string): Promise<{ key: string; bytes: number; modified: number }[]> {
  const found = new Map<string, { bytes: number; modified: number }>();
  const walk = async (folder: string): Promise<void> => {
    const names = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of names) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      const key = entryKeyOfFile(path.relative(serverDir, full));
      const stat = key ? await fs.stat(full).catch(() => undefined) : undefined;
      if (!key || !stat) continue;
      const seen = found.get(key) ?? { bytes: 0, modified: 0 };
      found.set(key, { bytes: seen.bytes + stat.size, modified: Math.max(seen.modified, stat.mtimeMs) });
    }
  };
  await walk(path.join(serverDir, ROUTE_CACHE_FOLDER));
  return [...found].map(([key, entry]) => ({ key, ...entry })).sort((a, b) => a.modified - b.modified);
}
