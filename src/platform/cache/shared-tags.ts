// Cache tags shared by every instance of the site (issue 15 item 4, ADR 44). Next keeps what `revalidateTag` did in a
// per-process map (its tags manifest): with many instances behind a load balancer, a publish webhook that reaches one
// instance would leave the others serving the old page until its lifetime ends. With REDIS_URL set, each revalidation is
// also written to a Redis hash (tag -> {stale, expired}) and published on a channel; every instance applies what it
// receives to its own manifest and drops its micro-cache, and an instance that starts (or reconnects) reads the hash
// first, so a revalidation made while it was away still reaches it. Entries stay in each instance's own bounded cache
// (ADR 26); only the invalidations travel.
import { logger } from "@/platform/logging/logger";
import { redisKeyPrefix } from "@/platform/redis";
import { onSiblings, tellSiblings, type RetainedTopic } from "@/platform/server/cluster";

/** What Next records of a revalidated tag: when entries tagged with it became stale, and when they expire. */
export interface TagEntry {
  stale?: number;
  expired?: number;
}

export type TagEntries = Record<string, TagEntry>;

/** A tag Next accepts is at most 256 characters (NEXT_CACHE_TAG_MAX_LENGTH); a message holds at most this many tags. */
const MAX_TAG_LENGTH = 256;
const MAX_TAGS_PER_MESSAGE = 1_000;

export const SHARED_TAGS_ENV = [
  {
    name: "CACHE_TAG_SYNC",
    default: "redis when REDIS_URL is set, else off",
    description: "`off` keeps each instance's revalidations to itself; otherwise they travel through Redis to every instance.",
  },
] as const;

/** Whether revalidations are shared, and through which Redis. */
export function sharedTagsConfig(env: Record<string, string | undefined> = process.env): { url: string; keyPrefix: string } | undefined {
  const mode = env.CACHE_TAG_SYNC?.trim() || undefined;
  const url = env.REDIS_URL?.trim() || undefined;
  if (mode !== undefined && mode !== "off" && mode !== "redis") throw new Error(`CACHE_TAG_SYNC '${mode}' is not supported: use redis or off`);
  if (mode === "off" || !url) {
    if (mode === "redis") throw new Error("CACHE_TAG_SYNC=redis needs REDIS_URL (e.g. redis://127.0.0.1:6379)");
    return undefined;
  }
  if (!/^rediss?:\/\//.test(url)) throw new Error("REDIS_URL must start with redis:// or rediss://");
  return { url, keyPrefix: redisKeyPrefix(env) };
}

const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** The later of each time: a revalidation received twice, or out of order, never makes an entry fresh again. */
export function mergeTagEntry(current: TagEntry | undefined, incoming: TagEntry): TagEntry {
  const merged: TagEntry = { ...current };
  if (isTime(incoming.stale) && !(isTime(merged.stale) && merged.stale >= incoming.stale)) merged.stale = incoming.stale;
  if (isTime(incoming.expired) && !(isTime(merged.expired) && merged.expired >= incoming.expired)) merged.expired = incoming.expired;
  return merged;
}

/** Applies received entries to a manifest; returns the tags whose entry changed. */
export function applyTagEntries(manifest: Map<string, TagEntry>, entries: TagEntries): string[] {
  const changed: string[] = [];
  for (const [tag, entry] of Object.entries(entries)) {
    const current = manifest.get(tag);
    const merged = mergeTagEntry(current, entry);
    if (merged.stale === current?.stale && merged.expired === current?.expired) continue;
    manifest.set(tag, merged);
    changed.push(tag);
  }
  return changed;
}

/** The well-formed part of what another instance (or the hash) sent: unknown shapes and oversized tags are dropped. */
export function parseTagEntries(value: unknown): TagEntries {
  const entries: TagEntries = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return entries;
  let count = 0;
  for (const [tag, entry] of Object.entries(value as Record<string, unknown>)) {
    if (++count > MAX_TAGS_PER_MESSAGE) break;
    if (tag.length === 0 || tag.length > MAX_TAG_LENGTH || !entry || typeof entry !== "object") continue;
    const { stale, expired } = entry as TagEntry;
    const kept: TagEntry = {};
    if (isTime(stale)) kept.stale = stale;
    if (isTime(expired)) kept.expired = expired;
    if (kept.stale !== undefined || kept.expired !== undefined) entries[tag] = kept;
  }
  return entries;
}

/** The manifest entries of `tags` as they stand after a local revalidation: what is sent to the other instances. */
export function entriesOf(manifest: ReadonlyMap<string, TagEntry>, tags: readonly string[]): TagEntries {
  const entries: TagEntries = {};
  for (const tag of tags) {
    const entry = manifest.get(tag);
    if (entry) entries[tag] = { ...entry };
  }
  return entries;
}

export interface SharedTags {
  /** Sends this instance's revalidations; never throws (Redis away: logged, the local revalidation stands). */
  publish(entries: TagEntries): Promise<void>;
  /** Resolves once the hash has been read and the channel subscribed (or the attempt failed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface SharedTagsOptions {
  url: string;
  keyPrefix?: string;
  /** Called with what other instances revalidated (and, at start, what the hash holds). */
  onEntries: (entries: TagEntries) => void;
}

/** The Redis channel and hash of the shared revalidations. */
export function sharedTagKeys(keyPrefix: string): { hash: string; channel: string } {
  return { hash: `${keyPrefix}cache-tags`, channel: `${keyPrefix}cache-tags` };
}

export function openSharedTags({ url, keyPrefix = "voltline:", onEntries }: SharedTagsOptions): SharedTags {
  const { hash, channel } = sharedTagKeys(keyPrefix);
  const load = (raw: Record<string, string>) => {
    const entries: TagEntries = {};
    for (const [tag, text] of Object.entries(raw)) {
      try {
        Object.assign(entries, parseTagEntries({ [tag]: JSON.parse(text) as unknown }));
      } catch {
        // A field that is not JSON is not ours: skipped.
      }
    }
    if (Object.keys(entries).length > 0) onEntries(entries);
  };

  let settle: () => void = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve));
  // Connected in the background, retried for as long as the process lives: Redis may come back after the instance.
  const opened = (async () => {
    const { createClient } = await import("@redis/client");
    // Commands fail at once while Redis is away (never queue behind a request); a lost connection is retried.
    const options = { url, disableOfflineQueue: true, socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) } };
    const publisher = createClient(options);
    const subscriber = createClient(options);
    let away = false;
    const onError = (error: unknown) => {
      // Once per outage, not once per retry.
      if (!away) logger.warn({ err: error }, "shared cache tags: Redis unavailable; revalidations stay on this instance until it is back");
      away = true;
      settle();
    };
    publisher.on("error", onError);
    subscriber.on("error", onError);
    let subscribed = false;
    // Each (re)connection reads the hash again: what was published while this instance was away reaches it too.
    const catchUp = async () => {
      if (!subscribed) {
        await subscriber.subscribe(channel, (message) => {
          try {
            onEntries(parseTagEntries(JSON.parse(message) as unknown));
          } catch {
            // Not JSON: not ours.
          }
        });
        subscribed = true;
      }
      if (!publisher.isReady) await new Promise((resolve) => publisher.once("ready", resolve));
      load(await publisher.hGetAll(hash));
      away = false;
    };
    subscriber.on("ready", () => {
      catchUp()
        .catch((error: unknown) => logger.warn({ err: error }, "shared cache tags: could not read the revalidations of the other instances"))
        .finally(settle);
    });
    for (const client of [publisher, subscriber]) client.connect().catch(onError);
    return { publisher, subscriber };
  })();
  opened.catch((error: unknown) => {
    logger.warn({ err: error }, "shared cache tags: no Redis client; revalidations stay on this instance");
    settle();
  });

  return {
    ready,
    async publish(entries) {
      const tags = Object.keys(entries);
      if (tags.length === 0) return;
      try {
        const { publisher } = await opened;
        if (!publisher.isReady) throw new Error("Redis is not connected");
        const fields = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(entries[tag])]));
        await publisher.multi().hSet(hash, fields).publish(channel, JSON.stringify(entries)).exec();
      } catch (error) {
        logger.warn({ err: error, tags }, "shared cache tags: a revalidation could not reach the other instances");
      }
    },
    async close() {
      const clients = await opened.catch(() => undefined);
      await Promise.all([clients?.publisher, clients?.subscriber].map((client) => (client?.isOpen ? client.close() : client?.destroy())));
    },
  };
}

/** The topic sibling workers of one machine share their revalidations on when no Redis links them (ADR 76). */
export const SIBLING_TAGS_TOPIC = "cache-tags";
/** The revalidations the primary keeps for a worker that starts later: the most recent tags, at most this many. */
const MAX_RETAINED_TAGS = 10_000;

/** What the primary retains of the siblings' revalidations: every tag's latest entry, the most recent tags kept. */
export function retainedSiblingTags(): RetainedTopic {
  const state = new Map<string, TagEntry>();
  return {
    topic: SIBLING_TAGS_TOPIC,
    merge(payload) {
      for (const [tag, entry] of Object.entries(parseTagEntries(payload))) {
        const merged = mergeTagEntry(state.get(tag), entry);
        state.delete(tag);
        state.set(tag, merged);
      }
      for (const [oldest] of state) {
        if (state.size <= MAX_RETAINED_TAGS) break;
        state.delete(oldest);
      }
    },
    replay: () => Object.fromEntries(state),
  };
}

/**
 * Revalidations shared with the sibling workers of this machine through the cluster's primary (ADR 76): what this
 * worker revalidates goes to the others, what they revalidate (and, at subscription, what the primary retained)
 * comes to `onEntries`.
 */
export function openSiblingTags({ onEntries }: Pick<SharedTagsOptions, "onEntries">): SharedTags {
  const off = onSiblings(SIBLING_TAGS_TOPIC, (payload) => onEntries(parseTagEntries(payload)), { replay: true });
  return {
    ready: Promise.resolve(),
    async publish(entries) {
      if (Object.keys(entries).length > 0) tellSiblings(SIBLING_TAGS_TOPIC, entries);
    },
    async close() {
      off();
    },
  };
}
