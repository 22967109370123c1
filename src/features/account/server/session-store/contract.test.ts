// One suite, every SessionStore adapter (A1, issue 12): PGlite in memory, PostgreSQL when DATABASE_URL is set, Redis
// at REDIS_TEST_URL (default redis://127.0.0.1:6379) when it answers.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { createClient } from "@redis/client";
import { accountSessions, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { redisReachable, redisTestUrl } from "@/platform/testing/redis";
import { createDatabaseSessionStore } from "./database";
import { sessionKey, type SessionAccount, type SessionStore } from "./port";
import { createRedisSessionStore } from "./redis";

const HOUR = 3_600;
const LIFETIME = 8 * HOUR;
const redisUrl = redisTestUrl;
const redisUp = await redisReachable(redisUrl);

let serial = 0;
function account(subject = `acct-${++serial}-${randomBytes(4).toString("hex")}`): SessionAccount {
  return { subject, name: "Étienne Gagnon", email: "distributor@voltline.example", userToken: `account-${"a".repeat(40)}`, idToken: "eyJ.id.token" };
}
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

function sessionStoreContract(store: () => SessionStore) {
  it("keeps what sign-in learnt under a random id, for 8 hours", async () => {
    const now = new Date();
    const who = account();
    const id = await store().create(who, LIFETIME, now);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await store().get(id, later(now, 10));
    expect(session).toMatchObject({ ...who, createdAt: now, expiresAt: later(now, LIFETIME) });
    expect(await store().get(id, later(now, LIFETIME - 1))).toBeDefined();
    expect(await store().get(id, later(now, LIFETIME))).toBeUndefined();
  });

  it("knows nothing of an id it did not make", async () => {
    for (const id of ["", "x", "a".repeat(43), "../../etc/passwd", "a".repeat(5000)]) expect(await store().get(id)).toBeUndefined();
  });

  it("ends one session at sign-out, leaving the account's other sessions", async () => {
    const who = account();
    const [laptop, phone] = [await store().create(who, LIFETIME), await store().create(who, LIFETIME)];
    expect(laptop).not.toBe(phone);
    await store().delete(laptop);
    expect(await store().get(laptop)).toBeUndefined();
    expect(await store().get(phone)).toMatchObject({ subject: who.subject });
    await store().delete(laptop);
  });

  it("ends every session of one account, and only those, when it signs out everywhere", async () => {
    const who = account();
    const other = account();
    const ids = [await store().create(who, LIFETIME), await store().create(who, LIFETIME), await store().create(who, LIFETIME)];
    const others = await store().create(other, LIFETIME);
    expect(await store().deleteBySubject(who.subject)).toBe(3);
    for (const id of ids) expect(await store().get(id)).toBeUndefined();
    expect(await store().get(others)).toMatchObject({ subject: other.subject });
    expect(await store().deleteBySubject(who.subject)).toBe(0);
    // A session begun after "everywhere" is a new one, and stands.
    const fresh = await store().create(who, LIFETIME);
    expect(await store().get(fresh)).toBeDefined();
  });

  it("records when a session was last seen, at most once a minute", async () => {
    const now = new Date();
    const id = await store().create(account(), LIFETIME, now);
    expect((await store().get(id, later(now, 30)))?.lastSeenAt).toEqual(now);
    expect((await store().get(id, later(now, 120)))?.lastSeenAt).toEqual(later(now, 120));
    expect((await store().get(id, later(now, 150)))?.lastSeenAt).toEqual(later(now, 120));
  });

  it("keeps a session without an id token", async () => {
    const who: SessionAccount = { ...account(), idToken: undefined };
    const id = await store().create(who, LIFETIME);
    const session = await store().get(id);
    expect(session?.subject).toBe(who.subject);
    expect(session).not.toHaveProperty("idToken");
  });
}

describe.each(testDatabaseKinds())("SessionStore on the database (%s)", (kind) => {
  useTestDatabase(kind, "session_store");
  const store = createDatabaseSessionStore(getDb);
  sessionStoreContract(() => store);

  it("stores the id's hash, never the id, and purges expired rows when a session begins", async () => {
    const db = await getDb();
    await db.delete(accountSessions);
    const past = new Date(Date.now() - 9 * HOUR * 1000);
    const old = await store.create(account(), LIFETIME, past);
    const id = await store.create(account(), LIFETIME);
    const rows = await db.select().from(accountSessions);
    expect(rows.map((row) => row.idHash)).toEqual([sessionKey(id)]);
    expect(JSON.stringify(rows)).not.toContain(id);
    expect(await store.get(old)).toBeUndefined();
    await store.create(account(), 1, past);
    expect(await store.purgeExpired()).toBe(1);
    expect(await db.select({ n: count() }).from(accountSessions)).toEqual([{ n: 1 }]);
  });
});

describe.skipIf(!redisUp)(`SessionStore on Redis (${redisUrl})`, () => {
  const keyPrefix = `voltline-test-${process.pid}-${randomBytes(4).toString("hex")}:`;
  const store = createRedisSessionStore({ url: redisUrl, keyPrefix });
  const inspect = createClient({ url: redisUrl });
  beforeAll(async () => {
    await inspect.connect();
  });
  afterAll(async () => {
    await store.close();
    for await (const keys of inspect.scanIterator({ MATCH: `${keyPrefix}*` })) if (keys.length > 0) await inspect.del(keys);
    await inspect.close();
  });

  sessionStoreContract(() => store);

  it("keys the session by the id's hash and lets Redis expire it with the session", async () => {
    const id = await store.create(account(), LIFETIME);
    const keys: string[] = [];
    for await (const batch of inspect.scanIterator({ MATCH: `${keyPrefix}*` })) keys.push(...batch);
    expect(keys).toContain(`${keyPrefix}session:${sessionKey(id)}`);
    expect(keys.join(" ")).not.toContain(id);
    const ttl = await inspect.pTTL(`${keyPrefix}session:${sessionKey(id)}`);
    expect(ttl).toBeGreaterThan((LIFETIME - 60) * 1000);
    expect(ttl).toBeLessThanOrEqual(LIFETIME * 1000);
  });

  it("fails a request at once while Redis is unreachable, instead of hanging", async () => {
    const away = createRedisSessionStore({ url: "redis://127.0.0.1:9", keyPrefix });
    const started = Date.now();
    await expect(away.get("a".repeat(43))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
    await away.close();
  });
});
