// The app's one database schema (ARCHITECTURE: db port); drizzle-kit generates the SQL migrations in drizzle/ from it.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Search events as the Insights API receives them (S5): the local EventSink, and the source of 'trending' and personal recommendations (S4). */
export const searchEvents = pgTable(
  "search_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The event's own time (Algolia `timestamp`, ms), or the receipt time when the client sent none. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    eventType: text("event_type", { enum: ["view", "click", "conversion"] }).notNull(),
    eventSubtype: text("event_subtype"),
    eventName: text("event_name").notNull(),
    indexName: text("index_name").notNull(),
    queryId: text("query_id"),
    objectIds: text("object_ids").array().notNull().default([]),
    objectData: jsonb("object_data"),
    positions: integer("positions").array(),
    filters: text("filters").array(),
    userToken: text("user_token").notNull(),
    authenticatedUserToken: text("authenticated_user_token"),
    /** When the Algolia forwarder accepted the event; null in the embedded default or while Algolia is failing. */
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
  },
  (table) => [
    index("search_events_index_time").on(table.indexName, table.occurredAt),
    index("search_events_authenticated_user").on(table.authenticatedUserToken, table.occurredAt),
  ],
);

export type SearchEventRow = typeof searchEvents.$inferSelect;
export type NewSearchEventRow = typeof searchEvents.$inferInsert;
