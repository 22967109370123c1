// SessionStore on the Database port (default): one row per session in account_sessions, expired rows purged when a
// session is created (sign-ins are rare next to reads, and the purge is one indexed delete).
import { and, eq, gt, lt, lte } from "drizzle-orm";
import type { Database } from "@/platform/db";
import { accountSessions } from "@/platform/db/schema";
import { LAST_SEEN_RESOLUTION_MS, isSessionId, newSessionId, sessionKey, type SessionStore, type StoredSession } from "./port";

export function createDatabaseSessionStore(getDb: () => Promise<Database>): SessionStore {
  const purgeExpired = async (now = new Date()) => {
    const db = await getDb();
    return (await db.delete(accountSessions).where(lte(accountSessions.expiresAt, now)).returning({ idHash: accountSessions.idHash })).length;
  };

  return {
    async create(account, lifetimeSeconds, now = new Date()) {
      await purgeExpired(now);
      const id = newSessionId();
      const db = await getDb();
      await db.insert(accountSessions).values({
        idHash: sessionKey(id),
        subject: account.subject,
        name: account.name,
        email: account.email,
        userToken: account.userToken,
        idToken: account.idToken ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
        lastSeenAt: now,
      });
      return id;
    },

    async get(id, now = new Date()) {
      if (!isSessionId(id)) return undefined;
      const db = await getDb();
      const key = sessionKey(id);
      const [row] = await db.select().from(accountSessions).where(and(eq(accountSessions.idHash, key), gt(accountSessions.expiresAt, now)));
      if (!row) return undefined;
      if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await db.update(accountSessions).set({ lastSeenAt: now }).where(and(eq(accountSessions.idHash, key), lt(accountSessions.lastSeenAt, now)));
        row.lastSeenAt = now;
      }
      const session: StoredSession = {
        subject: row.subject,
        name: row.name,
        email: row.email,
        userToken: row.userToken,
        ...(row.idToken ? { idToken: row.idToken } : {}),
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        lastSeenAt: row.lastSeenAt,
      };
      return session;
    },

    async delete(id) {
      if (!isSessionId(id)) return;
      await (await getDb()).delete(accountSessions).where(eq(accountSessions.idHash, sessionKey(id)));
    },

    async deleteBySubject(subject) {
      const db = await getDb();
      return (await db.delete(accountSessions).where(eq(accountSessions.subject, subject)).returning({ idHash: accountSessions.idHash })).length;
    },

    purgeExpired,

    // The database belongs to the process (closeDb), not to this store.
    async close() {},
  };
}
