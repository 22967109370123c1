// The app's one database schema (ARCHITECTURE: db port); drizzle-kit generates the SQL migrations in drizzle/ from it.
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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

/**
 * Signed-in sessions of the site (A1, issue 12): the cookie carries only a random id, whose SHA-256 keys the row, so
 * sign-out, expiry and "sign out everywhere" end a session on the server (the `database` SessionStore adapter).
 */
export const accountSessions = pgTable(
  "account_sessions",
  {
    /** Hex SHA-256 of the session id in the cookie: a copy of this table opens no session. */
    idHash: text("id_hash").primaryKey(),
    /** The identity provider's subject: "sign out everywhere" ends every session of it. */
    subject: text("subject").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The account's events token (S5). */
    userToken: text("user_token").notNull(),
    /** The provider's id token, sent back as id_token_hint at sign-out. */
    idToken: text("id_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("account_sessions_subject").on(table.subject), index("account_sessions_expires").on(table.expiresAt)],
);

export type AccountSessionRow = typeof accountSessions.$inferSelect;

/**
 * The embedded identity provider's storage (oidc-provider adapter: sessions, interactions, grants, codes), so its
 * sessions survive a restart: one row per model and id, its payload as JSON, and the lookups the adapter needs.
 */
export const oidcProviderEntries = pgTable(
  "oidc_provider_entries",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").notNull(),
    /** Null: stored without a lifetime. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index("oidc_provider_entries_grant").on(table.grantId),
    index("oidc_provider_entries_uid").on(table.model, table.uid),
    index("oidc_provider_entries_user_code").on(table.model, table.userCode),
    index("oidc_provider_entries_expires").on(table.expiresAt),
  ],
);
