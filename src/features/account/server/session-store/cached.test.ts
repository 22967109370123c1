// The session cache (ADR 42 amended): a session read is reused for a few seconds, never past its expiry; sign-out and
// "sign out everywhere" end it at once on this instance and, through the bus, on every other.
import { describe, expect, it } from "vitest";
import { cachedSessionStore, parseSessionEnded, sessionCacheSeconds, type SessionEndBus, type SessionEnded } from "./cached";
import { sessionKey, type SessionAccount, type SessionStore, type StoredSession } from "./port";

const ID_A = "a".repeat(43);
const ID_B = "b".repeat(43);
const ID_C = "c".repeat(43);

function fakeStore(now: () => number) {
  const sessions = new Map<string, StoredSession>();
  let reads = 0;
  const store: SessionStore = {
    async create() {
      throw new Error("not used");
    },
    async get(id) {
      reads += 1;
      const session = sessions.get(id);
      return session && session.expiresAt.getTime() > now() ? { ...session } : undefined;
    },
    async delete(id) {
      sessions.delete(id);
    },
    async deleteBySubject(subject) {
      let n = 0;
      for (const [id, session] of sessions) if (session.subject === subject && sessions.delete(id)) n += 1;
      return n;
    },
    async purgeExpired() {
      return 0;
    },
    async close() {},
  };
  const add = (id: string, subject: string, lifetimeMs = 3_600_000) => {
    const account: SessionAccount = { subject, name: "N", email: "n@example.com", userToken: `account-${"a".repeat(40)}` };
    sessions.set(id, { ...account, createdAt: new Date(now()), expiresAt: new Date(now() + lifetimeMs), lastSeenAt: new Date(now()) });
  };
  return { store, add, reads: () => reads, sessions };
}

/** Two instances' buses joined, as Redis or PostgreSQL join them. */
function sharedBus() {
  const listeners: ((event: SessionEnded) => void)[] = [];
  const bus = (): SessionEndBus => ({
    async publish(event) {
      for (const listener of listeners) listener(JSON.parse(JSON.stringify(event)));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {},
  });
  return bus;
}

describe("the session cache", () => {
  it("reads a session from the store once within its lifetime, again after it", async () => {
    let now = 1_000_000;
    const fake = fakeStore(() => now);
    fake.add(ID_A, "alice");
    const store = cachedSessionStore(fake.store, { ttlMs: 5_000, clock: () => now });
    expect((await store.get(ID_A))?.subject).toBe("alice");
    expect((await store.get(ID_A))?.subject).toBe("alice");
    expect(fake.reads()).toBe(1);
    now += 5_001;
    expect((await store.get(ID_A))?.subject).toBe("alice");
    expect(fake.reads()).toBe(2);
  });

  it("never keeps an unknown id, and never serves a session past its own expiry", async () => {
    let now = 1_000_000;
    const fake = fakeStore(() => now);
    const store = cachedSessionStore(fake.store, { ttlMs: 5_000, clock: () => now });
    expect(await store.get(ID_A)).toBeUndefined();
    fake.add(ID_A, "alice", 1_000);
    expect(await store.get(ID_A)).toBeDefined();
    now += 1_000;
    expect(await store.get(ID_A)).toBeUndefined();
  });

  it("forgets a session at sign-out, and every session of the account at sign-out everywhere", async () => {
    const fake = fakeStore(() => Date.now());
    fake.add(ID_A, "alice");
    fake.add(ID_B, "alice");
    fake.add(ID_C, "bob");
    const store = cachedSessionStore(fake.store, { ttlMs: 60_000 });
    for (const id of [ID_A, ID_B, ID_C]) expect(await store.get(id)).toBeDefined();
    await store.delete(ID_A);
    expect(await store.get(ID_A)).toBeUndefined();
    expect(await store.get(ID_B)).toBeDefined();
    expect(await store.deleteBySubject("alice")).toBe(1);
    expect(await store.get(ID_B)).toBeUndefined();
    expect(await store.get(ID_C)).toBeDefined();
  });

  it("forgets on every instance a session ended on one of them", async () => {
    const bus = sharedBus();
    const fake = fakeStore(() => Date.now());
    fake.add(ID_A, "alice");
    fake.add(ID_B, "alice");
    const here = cachedSessionStore(fake.store, { ttlMs: 60_000, bus: bus() });
    const there = cachedSessionStore(fake.store, { ttlMs: 60_000, bus: bus() });
    expect(await there.get(ID_A)).toBeDefined();
    expect(await there.get(ID_B)).toBeDefined();
    await here.delete(ID_A);
    expect(await there.get(ID_A)).toBeUndefined();
    await here.deleteBySubject("alice");
    expect(await there.get(ID_B)).toBeUndefined();
  });

  it("does not keep a read that a sign-out overtook", async () => {
    const fake = fakeStore(() => Date.now());
    fake.add(ID_A, "alice");
    let release!: () => void;
    const slow: SessionStore = {
      ...fake.store,
      async get(id) {
        const session = await fake.store.get(id);
        await new Promise<void>((resolve) => (release = resolve));
        return session;
      },
    };
    const store = cachedSessionStore(slow, { ttlMs: 60_000 });
    const reading = store.get(ID_A);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.delete(ID_A);
    release();
    expect(await reading).toBeDefined();
    const again = store.get(ID_A);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await again).toBeUndefined();
  });

  it("still ends the session when the bus is down", async () => {
    const fake = fakeStore(() => Date.now());
    fake.add(ID_A, "alice");
    const down: SessionEndBus = { publish: () => Promise.reject(new Error("down")), subscribe() {}, async close() {} };
    const store = cachedSessionStore(fake.store, { ttlMs: 60_000, bus: down });
    expect(await store.get(ID_A)).toBeDefined();
    await store.delete(ID_A);
    expect(await store.get(ID_A)).toBeUndefined();
  });

  it("reads only well-formed bus messages and a sane lifetime", () => {
    expect(parseSessionEnded(JSON.stringify({ key: sessionKey(ID_A) }))).toEqual({ key: sessionKey(ID_A) });
    expect(parseSessionEnded(JSON.stringify({ subject: "alice" }))).toEqual({ subject: "alice" });
    for (const text of ["", "null", "{}", '{"key":"x"}', '{"subject":""}', "[1]"]) expect(parseSessionEnded(text)).toBeUndefined();
    expect(sessionCacheSeconds({})).toBe(5);
    expect(sessionCacheSeconds({ SESSION_CACHE_SECONDS: "0" })).toBe(0);
    expect(() => sessionCacheSeconds({ SESSION_CACHE_SECONDS: "soon" })).toThrow(/SESSION_CACHE_SECONDS/);
  });
});
