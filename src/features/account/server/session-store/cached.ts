// The process's memory of sessions it verified (bench:lists, ADR 42): every signed-in request reads its session, and
// with the store a database or Redis round trip away, that read was most of a small request's cost. A session read is
// kept here for a few seconds (SESSION_CACHE_SECONDS, default 5; 0 turns it off), never past its own expiry; only
// sessions found are kept, never a failure nor an unknown id.
//
// Ending sessions stays immediate: on the instance that signs out, `delete` and `deleteBySubject` forget the session
// before they return. Other instances learn it through the bus (the store's own channel: Redis pub/sub, or PostgreSQL
// LISTEN/NOTIFY); a message lost on the way (a bus that is down) leaves another instance trusting that session for at
// most the cache's lifetime.
import { LRUCache } from "lru-cache";
import { logger } from "@/platform/logging/logger";
import { sessionKey, type SessionStore, type StoredSession } from "./port";

/** What a sign-out tells every instance: one session (by its id's hash, never the id) or every session of a subject. */
export type SessionEnded = { key: string } | { subject: string };

export interface SessionEndBus {
  publish(event: SessionEnded): Promise<void>;
  /** Calls `listener` for each event any instance (this one included) publishes. */
  subscribe(listener: (event: SessionEnded) => void): void;
  close(): Promise<void>;
}

export const SESSION_CACHE_ENV = [
  {
    name: "SESSION_CACHE_SECONDS",
    default: "5",
    description: "How long a process reuses a session it read from the store (0: read it on every request). Sign-out ends it at once everywhere the bus reaches.",
  },
] as const;

export function sessionCacheSeconds(env: Record<string, string | undefined> = process.env): number {
  const text = env.SESSION_CACHE_SECONDS?.trim();
  if (!text) return 5;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 300) throw new Error(`SESSION_CACHE_SECONDS '${text}' must be a number of seconds from 0 to 300`);
  return seconds;
}

/** Parses what came over a bus: anything but one of the two shapes is ignored. */
export function parseSessionEnded(text: string): SessionEnded | undefined {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.key === "string" && /^[0-9a-f]{64}$/.test(value.key)) return { key: value.key };
    if (typeof value.subject === "string" && value.subject.length > 0 && value.subject.length <= 1_000) return { subject: value.subject };
  } catch {
    // not an event
  }
  return undefined;
}

export function cachedSessionStore(inner: SessionStore, { ttlMs, max = 20_000, bus, clock = () => Date.now() }: { ttlMs: number; max?: number; bus?: SessionEndBus; clock?: () => number }): SessionStore {
  if (ttlMs <= 0) return inner;
  const kept = new LRUCache<string, { session: StoredSession; until: number }>({ max });
  // Moves on with every end heard: a store read that began before it is not kept (it may hold the ended session).
  let ends = 0;
  const forget = (event: SessionEnded) => {
    ends += 1;
    if ("key" in event) {
      kept.delete(event.key);
      return;
    }
    for (const [key, entry] of kept.entries()) if (entry.session.subject === event.subject) kept.delete(key);
  };
  bus?.subscribe(forget);
  const announce = async (event: SessionEnded) => {
    forget(event);
    // The store has ended it: a bus that is down costs other instances at most the cache's lifetime, not the sign-out.
    await bus?.publish(event).catch((error: unknown) => logger.warn({ err: error }, "session cache: a sign-out could not be announced to other instances"));
  };

  return {
    create: (account, lifetimeSeconds, now) => inner.create(account, lifetimeSeconds, now),

    async get(id, now) {
      // A caller naming the time (tests, purges) reads the store itself.
      if (now !== undefined) return inner.get(id, now);
      const key = sessionKey(id);
      const known = kept.get(key);
      const at = clock();
      if (known && known.until > at && known.session.expiresAt.getTime() > at) return known.session;
      const before = ends;
      const session = await inner.get(id);
      if (session && ends === before) kept.set(key, { session, until: clock() + ttlMs });
      else kept.delete(key);
      return session;
    },

    async delete(id) {
      await inner.delete(id);
      await announce({ key: sessionKey(id) });
    },

    async deleteBySubject(subject) {
      const ended = await inner.deleteBySubject(subject);
      await announce({ subject });
      return ended;
    },

    purgeExpired: (now) => inner.purgeExpired(now),

    async close() {
      kept.clear();
      await Promise.all([inner.close(), bus?.close()]);
    },
  };
}
