// Next's incremental cache handler for the site (issue 12 item 1, ADR 26): Next's own FileSystemCache, which keeps
// only what an address that exists answered, within a byte bound.
// - A page or route handler answer other than 200 (the 404 of an unknown address, a redirect, a 403) is not written to
//   disk and leaves nothing in memory, unless it replaces an entry the cache already holds under that key (a page that
//   existed and was unpublished): every entry on disk belongs to a page or route that answered 200 once.
// - The entries written at run time (`.next/server/route-cache/`) stay within ROUTE_CACHE_MAX_MB, least recently used
//   deleted first (route-cache-bound.ts), whatever addresses of known entries a visitor walks through.
// - With REDIS_URL set, every revalidation reaches every instance (shared-tags.ts, ADR 44): what `revalidateTag` marks
//   here is published, and what other instances publish is applied to this process's tags manifest. Without it, the
//   sibling workers of one machine (WEB_CONCURRENCY, ADR 76) share theirs through the cluster's primary.
// - Next's IncrementalCache measures a page entry by stringifying its RSC buffer, for nothing: entry-measure.ts makes
//   that measure cheap (issue 15, ADR 45), patched from the first IncrementalCache that owns one of these handlers.
// Everything else (reads, tags, the data cache, the memory LRU, what the build wrote) is Next's.
// Bundled by esbuild to dist/next-cache-handler.cjs (`npm run build:cache-handler`) and named in next.config.ts.
import { existsSync } from "node:fs";
import path from "node:path";
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";
import { SharedCacheControls } from "next/dist/server/lib/incremental-cache/shared-cache-controls.external";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { logger } from "@/platform/logging/logger";
import { cheapEntryMeasure, currentIncrementalCache } from "./entry-measure";
import { purgeMicroCache } from "./micro-cache";
import { entryBytes, removeEntry, RouteCacheLedger, routeCacheMaxBytes, scanRouteCache } from "./route-cache-bound";
import { applyTagEntries, entriesOf, openSharedTags, openSiblingTags, sharedTagsConfig, type SharedTags } from "./shared-tags";
import { hasSiblings, workerCount } from "@/platform/server/cluster";

type HandlerContext = ConstructorParameters<typeof FileSystemCache>[0];
type SetArguments = Parameters<FileSystemCache["set"]>;

/** Next's folder of scoped response entries under the server folder (`route-cache-key.js`, ROUTE_CACHE_DIRECTORY). */
const ROUTE_CACHE_PREFIX = "/route-cache/";
/** Where a route-cache key's own path starts: `/route-cache/{kind}/{source hash}/$/{path}`. */
const PATH_MARKER = "/$/";

/** The kinds of entry that are a response of a page or route handler, as Next names them. */
const RESPONSE_FOLDERS: Readonly<Record<string, { folder: string; primary: string }>> = {
  APP_PAGE: { folder: "app", primary: ".html" },
  APP_ROUTE: { folder: "app", primary: ".body" },
  PAGES: { folder: "pages", primary: ".html" },
};

/**
 * Whether an entry Next asks to keep may be written as it is: anything that is not a page or route handler response
 * (a data-cache read, a redirect or `null` of the pages router, whose size Next bounds), and such responses with
 * status 200 (Next leaves it unset for 200).
 */
export function isKeptEntry(value: unknown): boolean {
  if (!value || typeof value !== "object") return true;
  const { kind, status } = value as { kind?: unknown; status?: unknown };
  if (typeof kind !== "string" || !Object.hasOwn(RESPONSE_FOLDERS, kind)) return true;
  return status === undefined || status === null || status === 200;
}

/**
 * The files whose presence means the cache already holds an entry under `key`: the entry Next wrote at run time
 * (`{server}/route-cache/...{.html|.body}`) and the build's prerendered page or route it would read instead
 * (`{server}/app/{path}.html`). Empty for a key that is no response entry.
 */
export function heldEntryFiles(serverDistDir: string, key: string, kind: string | undefined): string[] {
  const layout = kind && Object.hasOwn(RESPONSE_FOLDERS, kind) ? RESPONSE_FOLDERS[kind] : undefined;
  if (!layout || !key.startsWith(ROUTE_CACHE_PREFIX)) return [];
  const files = [path.join(serverDistDir, `${key}${layout.primary}`)];
  const marker = key.indexOf(PATH_MARKER);
  if (marker !== -1) files.push(path.join(serverDistDir, layout.folder, `${key.slice(marker + PATH_MARKER.length - 1)}${layout.primary}`));
  return files;
}

/** Next's lifetimes per cache key (a static map it fills before every write): the refused key's goes, or it would stay. */
function forgetCacheControl(key: string): void {
  (SharedCacheControls as unknown as { cacheControls?: Map<string, unknown> }).cacheControls?.delete(key);
}

/** The process's ledger of run-time entries per server folder (Next makes a handler per request), and its first scan. */
interface Bound {
  ledger: RouteCacheLedger;
  scanned: Promise<void>;
}

function boundOf(serverDir: string): Bound {
  const registry = globalThis as typeof globalThis & { __voltlineRouteCacheBounds?: Map<string, Bound> };
  const bounds = (registry.__voltlineRouteCacheBounds ??= new Map());
  let bound = bounds.get(serverDir);
  if (!bound) {
    const ledger = new RouteCacheLedger(Math.floor(routeCacheMaxBytes() / workersSharingTheFolder()));
    // What a previous run left on disk counts too (older than anything this run writes); scanned once, off the request.
    const scanned = scanRouteCache(serverDir)
      .then((found) => evict(serverDir, ledger.addOlder(found)))
      .catch((error: unknown) => logger.warn({ err: error }, "route cache: could not read what is on disk"));
    bound = { ledger, scanned };
    bounds.set(serverDir, bound);
  }
  return bound;
}

/**
 * The workers of one machine write to the same folder, each keeping its own ledger (ADR 76): each keeps within its
 * share of ROUTE_CACHE_MAX_MB, so together they stay within the bound.
 */
function workersSharingTheFolder(): number {
  if (!hasSiblings()) return 1;
  try {
    return workerCount();
  } catch {
    return 1;
  }
}

async function evict(serverDir: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await Promise.all(keys.map((key) => removeEntry(serverDir, key))).catch((error: unknown) => logger.warn({ err: error }, "route cache: an entry could not be removed"));
}

/** A page or route handler answer Next wrote under its run-time folder: what the byte bound counts. */
function isRunTimeEntry(key: string, data: unknown): boolean {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return key.startsWith(ROUTE_CACHE_PREFIX) && typeof kind === "string" && Object.hasOwn(RESPONSE_FOLDERS, kind);
}

/**
 * The process's link to the other instances' revalidations (one per process, whatever number of handlers Next makes),
 * or undefined when they are not shared. What arrives goes into Next's tags manifest, and the pages kept in front of
 * Next for a few seconds are dropped, as the publish webhook does on the instance it reached.
 */
export function sharedTagsOfProcess(env: Record<string, string | undefined> = process.env): SharedTags | undefined {
  const registry = globalThis as typeof globalThis & { __voltlineSharedTags?: SharedTags | null };
  if (registry.__voltlineSharedTags !== undefined) return registry.__voltlineSharedTags ?? undefined;
  let config: ReturnType<typeof sharedTagsConfig>;
  try {
    config = sharedTagsConfig(env);
  } catch (error) {
    logger.error({ err: error }, "shared cache tags: configuration refused; revalidations stay on this instance");
    config = undefined;
  }
  const onEntries = (entries: Parameters<typeof applyTagEntries>[1]) => {
    if (applyTagEntries(tagsManifest, entries).length > 0) purgeMicroCache();
  };
  // Redis links every instance (sibling workers included); without it, the workers of this machine share theirs.
  registry.__voltlineSharedTags = config ? openSharedTags({ ...config, onEntries }) : hasSiblings() ? openSiblingTags({ onEntries }) : null;
  return registry.__voltlineSharedTags ?? undefined;
}

export default class BoundedCacheHandler extends FileSystemCache {
  private readonly serverFolder: string | undefined;
  /** Set when this handler writes entries to disk (a running server, not development). */
  private readonly bound: Bound | undefined;

  constructor(context: HandlerContext) {
    super(context);
    this.serverFolder = context.serverDistDir;
    this.bound = context.serverDistDir && context.flushToDisk && !context.dev ? boundOf(context.serverDistDir) : undefined;
    if (!context.dev && process.env.NEXT_PHASE !== "phase-production-build") sharedTagsOfProcess();
  }

  override async revalidateTag(...args: Parameters<FileSystemCache["revalidateTag"]>): Promise<void> {
    await super.revalidateTag(...args);
    const [tags] = args;
    await sharedTagsOfProcess()?.publish(entriesOf(tagsManifest, typeof tags === "string" ? [tags] : tags));
  }

  override async get(...args: Parameters<FileSystemCache["get"]>) {
    this.patchEntryMeasure();
    const found = await super.get(...args);
    if (found) this.bound?.ledger.touch(args[0]);
    return found;
  }

  override async set(...[key, data, context]: SetArguments): Promise<void> {
    this.patchEntryMeasure();
    if (!isKeptEntry(data) && !this.holds(key, data)) {
      forgetCacheControl(key);
      return;
    }
    await super.set(key, data, context);
    if (this.bound && this.serverFolder && isRunTimeEntry(key, data)) await evict(this.serverFolder, this.bound.ledger.add(key, entryBytes(data)));
  }

  /**
   * Patches the class of the IncrementalCache that owns this handler now. Next bundles one such class per runtime
   * (app-route, app-page), so each is patched when it is first met, not only the first (a robots.txt read would leave
   * every page's render measuring its entry); a class already patched costs a property look-up.
   */
  private patchEntryMeasure(): void {
    const cache = currentIncrementalCache() as { cacheHandler?: unknown } | undefined;
    if (cache?.cacheHandler instanceof BoundedCacheHandler) cheapEntryMeasure(cache);
  }

  /** Whether an entry is already kept under `key` (on disk, as Next flushes every entry it keeps). */
  private holds(key: string, data: SetArguments[1]): boolean {
    if (!this.serverFolder) return false;
    return heldEntryFiles(this.serverFolder, key, data?.kind).some((file) => existsSync(file));
  }
}
