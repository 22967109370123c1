// SessionStore on Redis (REDIS_URL, for many instances): a session is one JSON value expiring with it; a set per
// subject lists its sessions for "sign out everywhere" and expires with the last of them, so Redis purges both.
import { logger } from "@/platform/logging/logger";
import { LAST_SEEN_RESOLUTION_MS, isSessionId, newSessionId, sessionKey, type SessionStore, type StoredSession } from "./port";

export interface RedisSessionStoreOptions {
  url: string;
  /** Put before every key, so one Redis can hold several sites (default `voltline:`). */
  keyPrefix?: string;
}

interface StoredValue {
  subject: string;
  name: string;
  email: string;
  userToken: string;
  idToken?: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
}

/** A client of `url`, loaded only when Redis is configured; while Redis is away its commands fail at once, never queue. */
async function openClient(url: string, connected: () => boolean) {
  const { createClient } = await import("@redis/client");
  const redis = createClient({
    url,
    disableOfflineQueue: true,
    // A first connection that fails is an error for this request (the next one tries again); a lost one is retried.
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries, cause) => (connected() ? Math.min(100 * 2 ** retries, 2_000) : cause) },
  });
  redis.on("error", (error: unknown) => logger.warn({ err: error }, "session store: Redis connection error"));
  return redis;
}

type Client = Awaited<ReturnType<typeof openClient>>;

function parse(text: string | null): StoredValue | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as StoredValue;
    return typeof value.subject === "string" && typeof value.userToken === "string" && typeof value.expiresAt === "number" ? value : undefined;
  } catch {
    return undefined;
  }
}

export function createRedisSessionStore({ url, keyPrefix = "voltline:" }: RedisSessionStoreOptions): SessionStore {
  const sessionKeyOf = (hash: string) => `${keyPrefix}session:${hash}`;
  const subjectKeyOf = (subject: string) => `${keyPrefix}session-subject:${subject}`;
  let connecting: Promise<Client> | undefined;

  /** One connection, opened on first use. */
  function client(): Promise<Client> {
    const opening = (connecting ??= (async () => {
      let ready = false;
      const redis = await openClient(url, () => ready);
      await redis.connect();
      ready = true;
      return redis;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    }));
    return opening;
  }

  return {
    async create(account, lifetimeSeconds, now = new Date()) {
      const id = newSessionId();
      const hash = sessionKey(id);
      const expiresAt = now.getTime() + lifetimeSeconds * 1000;
      const value: StoredValue = { ...account, createdAt: now.getTime(), expiresAt, lastSeenAt: now.getTime() };
      const subjectKey = subjectKeyOf(account.subject);
      // The subject's set lives as long as its longest session: NX gives a new set its expiry, GT extends it.
      await (await client())
        .multi()
        .set(sessionKeyOf(hash), JSON.stringify(value), { expiration: { type: "PXAT", value: expiresAt } })
        .sAdd(subjectKey, hash)
        .pExpireAt(subjectKey, expiresAt, "NX")
        .pExpireAt(subjectKey, expiresAt, "GT")
        .exec();
      return id;
    },

    async get(id, now = new Date()) {
      if (!isSessionId(id)) return undefined;
      const redis = await client();
      const key = sessionKeyOf(sessionKey(id));
      const value = parse(await redis.get(key));
      if (!value || value.expiresAt <= now.getTime()) return undefined;
      if (now.getTime() - value.lastSeenAt >= LAST_SEEN_RESOLUTION_MS) {
        value.lastSeenAt = now.getTime();
        // XX: a session ended meanwhile is not brought back.
        await redis.set(key, JSON.stringify(value), { expiration: "KEEPTTL", condition: "XX" });
      }
      const session: StoredSession = {
        subject: value.subject,
        name: value.name,
        email: value.email,
        userToken: value.userToken,
        ...(value.idToken ? { idToken: value.idToken } : {}),
        createdAt: new Date(value.createdAt),
        expiresAt: new Date(value.expiresAt),
        lastSeenAt: new Date(value.lastSeenAt),
      };
      return session;
    },

    async delete(id) {
      if (!isSessionId(id)) return;
      const redis = await client();
      const hash = sessionKey(id);
      const value = parse(await redis.get(sessionKeyOf(hash)));
      const transaction = redis.multi().del(sessionKeyOf(hash));
      if (value) transaction.sRem(subjectKeyOf(value.subject), hash);
      await transaction.exec();
    },

    async deleteBySubject(subject) {
      const redis = await client();
      const hashes = await redis.sMembers(subjectKeyOf(subject));
      if (hashes.length === 0) return 0;
      // Only the members read are removed: a session created meanwhile keeps its place in the set.
      const [ended] = await redis.multi().del(hashes.map(sessionKeyOf)).sRem(subjectKeyOf(subject), hashes).exec();
      return Number(ended);
    },

    // Redis expires sessions and subject sets by itself.
    async purgeExpired() {
      return 0;
    },

    async close() {
      const pending = connecting;
      connecting = undefined;
      const redis = await pending?.catch(() => undefined);
      if (redis?.isOpen) await redis.close();
    },
  };
}
