// The embedded identity provider's storage in the app's database (issue 12): its sessions, grants, interactions and
// codes survive a restart, and every process sharing the database sees them. One row per model and id holding the
// payload as JSON, with the columns oidc-provider looks entries up by (uid, userCode, grantId) and the expiry.
import { and, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "@/platform/db";
import { oidcProviderEntries as entries } from "@/platform/db/schema";

export interface DatabaseProviderStoreOptions {
  /** Extra seconds an entry stays findable after its TTL (oidc-provider's clock tolerance). */
  clockToleranceSeconds?: number;
  /** Expired rows are deleted at most this often, when something is stored. */
  purgeEveryMs?: number;
  now?: () => number;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

export interface DatabaseProviderStore {
  /** The adapter factory to give oidc-provider as `adapter`. */
  adapterFor(model: string): Adapter;
  /** Deletes expired entries; returns how many. */
  purgeExpired(): Promise<number>;
}

export function createDatabaseProviderStore(
  getDb: () => Promise<Database>,
  { clockToleranceSeconds = 15, purgeEveryMs = 10 * 60_000, now = Date.now }: DatabaseProviderStoreOptions = {},
): DatabaseProviderStore {
  let lastPurge = 0;
  const nowDate = () => new Date(now());

  async function findOne(condition: SQL | undefined): Promise<AdapterPayload | undefined> {
    const db = await getDb();
    const live = or(isNull(entries.expiresAt), gt(entries.expiresAt, nowDate()));
    const [row] = await db.select({ payload: entries.payload }).from(entries).where(and(condition, live)).limit(1);
    return row ? (row.payload as AdapterPayload) : undefined;
  }

  async function purgeExpired(): Promise<number> {
    const db = await getDb();
    return (await db.delete(entries).where(lte(entries.expiresAt, nowDate())).returning({ id: entries.id })).length;
  }

  function adapterFor(model: string): Adapter {
    const where = (id: string) => and(eq(entries.model, model), eq(entries.id, id));
    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          expiresAt: typeof expiresIn === "number" ? new Date(now() + expiresIn * 1000 + clockToleranceSeconds * 1000) : null,
          grantId: text(payload.grantId),
          userCode: text(payload.userCode),
          uid: text(payload.uid),
        };
        const db = await getDb();
        await db.insert(entries).values({ model, id, ...values }).onConflictDoUpdate({ target: [entries.model, entries.id], set: values });
        if (now() - lastPurge >= purgeEveryMs) {
          lastPurge = now();
          await purgeExpired();
        }
      },
      find: (id) => findOne(where(id)),
      findByUid: (uid) => findOne(and(eq(entries.model, model), eq(entries.uid, uid))),
      findByUserCode: (userCode) => findOne(and(eq(entries.model, model), eq(entries.userCode, userCode))),
      async consume(id) {
        const consumed = Math.floor(now() / 1000);
        await (await getDb())
          .update(entries)
          .set({ payload: sql`${entries.payload} || jsonb_build_object('consumed', ${consumed}::integer)` })
          .where(where(id));
      },
      async destroy(id) {
        await (await getDb()).delete(entries).where(where(id));
      },
      async revokeByGrantId(grantId) {
        await (await getDb()).delete(entries).where(and(eq(entries.model, model), eq(entries.grantId, grantId)));
      },
    };
  }

  return { adapterFor, purgeExpired };
}
