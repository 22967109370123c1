// The events service (S5): accepted events are stored in search_events first, then forwarded when Algolia is configured.
// A failed forward leaves the rows unmarked, so the next batch retries them; nothing accepted is lost.
import "server-only";
import { and, asc, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/platform/db";
import { searchEvents } from "@/platform/db/schema";
import { logger } from "@/platform/logging/logger";
import { EVENT_LIMITS, MAX_EVENT_AGE_MS, type SearchEvent } from "../model";
import type { EventForwarder, EventStats, ObjectScore } from "./port";
import { eventRow, rowEvent } from "./rows";

export interface EventService {
  /** Stores the events; `forwarded` settles once pending rows went to Algolia (0 without a forwarder or on failure). */
  accept(events: SearchEvent[], receivedAt?: Date): Promise<{ stored: number; forwarded: Promise<number> }>;
}

export function createEventService(getDb: () => Promise<Database>, forwarder?: EventForwarder): EventService {
  return {
    async accept(events, receivedAt = new Date()) {
      const db = await getDb();
      const stored = await db.insert(searchEvents).values(events.map((event) => eventRow(event, receivedAt))).returning({ id: searchEvents.id });
      const forwarded = forwarder ? forwardPending(db, forwarder, receivedAt) : Promise.resolve(0);
      return { stored: stored.length, forwarded };
    },
  };
}

/** Claims up to one Insights batch of unforwarded recent rows, sends it, and releases the claim if sending fails. */
export async function forwardPending(db: Database, forwarder: EventForwarder, now: Date): Promise<number> {
  const oldest = new Date(now.getTime() - MAX_EVENT_AGE_MS);
  const pending = db
    .select({ id: searchEvents.id })
    .from(searchEvents)
    .where(and(isNull(searchEvents.forwardedAt), gt(searchEvents.occurredAt, oldest)))
    .orderBy(asc(searchEvents.id))
    .limit(EVENT_LIMITS.eventsPerRequest)
    .for("update", { skipLocked: true });
  const claimed = (await db.update(searchEvents).set({ forwardedAt: now }).where(inArray(searchEvents.id, pending)).returning()).sort((a, b) => a.id - b.id);
  if (claimed.length === 0) return 0;
  try {
    await forwarder.send(claimed.map(rowEvent));
    return claimed.length;
  } catch (error) {
    logger.warn({ err: error, events: claimed.length }, "insights: forwarding to Algolia failed; events kept for the next batch");
    await db.update(searchEvents).set({ forwardedAt: null }).where(inArray(searchEvents.id, claimed.map((row) => row.id))).catch(() => undefined);
    return 0;
  }
}

/** Conversions count more than clicks, clicks more than views. */
const WEIGHT = sql`SUM(CASE e.event_type WHEN 'conversion' THEN 4 WHEN 'click' THEN 2 ELSE 1 END)::float8`;

type Rows<T> = { rows: T[] };

export function createDbEventStats(getDb: () => Promise<Database>): EventStats {
  return {
    async trendingObjects(indexName, since, limit) {
      const db = await getDb();
      const result = (await db.execute(sql`
        SELECT o.object_id AS "objectID", ${WEIGHT} AS score
        FROM search_events e CROSS JOIN LATERAL unnest(e.object_ids) AS o(object_id)
        WHERE e.index_name = ${indexName} AND e.occurred_at >= ${since.toISOString()}::timestamptz
        GROUP BY o.object_id ORDER BY score DESC, o.object_id LIMIT ${limit}`)) as Rows<ObjectScore>;
      return result.rows.map((row) => ({ objectID: row.objectID, score: Number(row.score) }));
    },
    async userObjects(userToken, indexName, since, limit) {
      const db = await getDb();
      const result = (await db.execute(sql`
        SELECT o.object_id AS "objectID", ${WEIGHT} AS score
        FROM search_events e CROSS JOIN LATERAL unnest(e.object_ids) AS o(object_id)
        WHERE (e.authenticated_user_token = ${userToken} OR e.user_token = ${userToken})
          AND e.index_name = ${indexName} AND e.occurred_at >= ${since.toISOString()}::timestamptz
        GROUP BY o.object_id ORDER BY score DESC, o.object_id LIMIT ${limit}`)) as Rows<ObjectScore>;
      return result.rows.map((row) => ({ objectID: row.objectID, score: Number(row.score) }));
    },
  };
}
