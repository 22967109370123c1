// The app's one database schema (ARCHITECTURE: db port); drizzle-kit generates the SQL migrations in drizzle/ from it.
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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

/** Binary column (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Accepted form submissions (F1-F3, F9, F14; issue 13): written in the request that accepts them, before the visitor is
 * told "sent". `submissionKey` is the browser's idempotency key (one per filled form): a repeated post of the same
 * form finds the row already stored and gets its reference back instead of a second row.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What the visitor is shown and quotes on the phone (`Q-7K3M-9QXA`): form prefix, then Crockford base32. */
    reference: text("reference").notNull(),
    submissionKey: text("submission_key").notNull(),
    formId: text("form_id", { enum: ["contact", "quote", "warranty", "subscribe", "lead"] }).notNull(),
    brand: text("brand").notNull(),
    locale: text("locale").notNull(),
    /** The CMS dynamic module entry the form was placed with (routing and field choices come from its settings). */
    moduleId: text("module_id"),
    /** The validated fields, as the form's schema output them (files are in form_uploads). */
    fields: jsonb("fields").notNull(),
    /** Addresses the submission is routed to (Contact Us topic -> the brand's address list in the CMS). */
    routedTo: text("routed_to").array().notNull().default([]),
    consentMarketing: boolean("consent_marketing").notNull().default(false),
    /** Version of the consent text the visitor saw when they ticked the box, and when. */
    consentTextVersion: text("consent_text_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    /** The signed-in account's subject (A6 lists a user's own requests), null for visitors. */
    subject: text("subject"),
    /** Keyed hash of the client's address (abuse review without keeping the address). */
    clientHash: text("client_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("form_submissions_reference").on(table.reference),
    uniqueIndex("form_submissions_submission_key").on(table.submissionKey),
    index("form_submissions_form_time").on(table.formId, table.createdAt),
    index("form_submissions_subject").on(table.subject, table.createdAt),
  ],
);

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type NewFormSubmissionRow = typeof formSubmissions.$inferInsert;

/** Files sent with a submission (warranty proof of purchase): kept in the database, never served back to a visitor. */
export const formUploads = pgTable(
  "form_uploads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: bigint("submission_id", { mode: "number" })
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    /** The name the visitor's file had, cleaned; never used as a path. */
    fileName: text("file_name").notNull(),
    /** Sniffed from the bytes, not taken from the request. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [index("form_uploads_submission").on(table.submissionId)],
);

export type FormUploadRow = typeof formUploads.$inferSelect;

/**
 * The outbox (X11): one row per submission and sink, written in the submission's transaction. The worker in the server
 * process claims due rows (a lease in `lockedUntil`, so a crashed worker's row is taken again), delivers with retries
 * and backoff, and marks a row `failed` for an operator after its last attempt.
 */
export const formOutbox = pgTable(
  "form_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: bigint("submission_id", { mode: "number" })
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    sink: text("sink").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("form_outbox_submission_sink").on(table.submissionId, table.sink), index("form_outbox_due").on(table.status, table.nextAttemptAt)],
);

export type FormOutboxRow = typeof formOutbox.$inferSelect;

/**
 * What a visitor without JavaScript typed into a form the server refused, with the errors, for the page that shows the
 * form again (30 minutes; the id in the URL is random and its SHA-256 keys the row). Files and captcha are not kept.
 */
export const formDrafts = pgTable(
  "form_drafts",
  {
    idHash: text("id_hash").primaryKey(),
    formId: text("form_id").notNull(),
    brand: text("brand").notNull(),
    locale: text("locale").notNull(),
    values: jsonb("values").notNull(),
    errors: jsonb("errors").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_drafts_expires").on(table.expiresAt)],
);

/**
 * Newsletter subscriptions (F9, issue 13): one row per brand and e-mail address (lowercased). A subscribe form's
 * accepted submission makes the row `pending` and mails a signed confirmation link; the link makes it `confirmed`;
 * the signed unsubscribe link makes it `unsubscribed`, and a later subscribe starts over at `pending`.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    brand: text("brand").notNull(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    firstName: text("first_name").notNull().default(""),
    interests: text("interests").array().notNull().default([]),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    /** Version of the opt-in text the visitor ticked, and when (the latest subscribe). */
    consentTextVersion: text("consent_text_version").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** The submission reference of the latest subscribe. */
    reference: text("reference"),
    /** When the latest confirmation mail was made (a repeat subscribe within minutes sends no second one). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletter_subscriptions_brand_email").on(table.brand, table.email), index("newsletter_subscriptions_status").on(table.brand, table.status)],
);

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Mail the site sends (F9 confirmation mails), rendered in full. The embedded Mailer keeps it here (`kept`: nothing
 * leaves the machine). The SMTP Mailer (MAIL_SMTP_URL) writes it `pending`; the delivery worker (the outbox's, ADR 34)
 * claims it under a lease (`lockedUntil`, `attempts`), sends it, and marks it `sent`, or tries again after
 * `nextAttemptAt`, or `failed` for an operator with its `lastError`. `messageId` is the same on every attempt.
 */
export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What the mail is for (`subscribe-confirmation`), for the operator and tests. */
    kind: text("kind").notNull(),
    brand: text("brand").notNull(),
    locale: text("locale").notNull(),
    to: text("to_address").notNull(),
    /** The From header (`"Voltline" <no-reply@voltline.example>`); null on mail kept by the embedded Mailer. */
    from: text("from_address"),
    /** The Message-ID header, the same on every attempt (a receiving server can tell a repeat). */
    messageId: text("message_id"),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    status: text("status", { enum: ["kept", "pending", "sent", "failed"] }).notNull().default("kept"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outgoing_mail_to").on(table.to, table.createdAt),
    index("outgoing_mail_status").on(table.status, table.createdAt),
    index("outgoing_mail_due").on(table.status, table.nextAttemptAt),
  ],
);

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;

/**
 * The account area's profile (A3, issue 14): what the site keeps about a signed-in account besides what its identity
 * provider owns (email, password). Keyed by the provider's subject; no row until the account first saves its profile.
 */
export const accountProfiles = pgTable("account_profiles", {
  subject: text("subject").primaryKey(),
  givenName: text("given_name").notNull().default(""),
  familyName: text("family_name").notNull().default(""),
  company: text("company").notNull().default(""),
  /** One of the forms' roles (forms.roles.<role>), or "" when not given. */
  role: text("role").notNull().default(""),
  /** E.164 (+16145550100), or "" when not given. */
  phone: text("phone").notNull().default(""),
  /** The country the phone number is written for (ISO 3166-1 alpha-2). */
  phoneCountry: text("phone_country").notNull().default(""),
  /** en, fr-ca or es-mx; "" = the provider's locale claim / the page's. */
  preferredLocale: text("preferred_locale").notNull().default(""),
  marketingConsent: boolean("marketing_consent").notNull().default(false),
  /** Version of the consent text the account ticked, and when; null once withdrawn. */
  consentTextVersion: text("consent_text_version"),
  consentAt: timestamp("consent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AccountProfileRow = typeof accountProfiles.$inferSelect;

/**
 * The address book (A5): an account's delivery and billing addresses. The id in URLs is random (a UUID), and every
 * read and write is scoped by the subject, so another account's id is simply not found (A7). At most one default per
 * account: a partial unique index decides, not a read before the write.
 */
export const accountAddresses = pgTable(
  "account_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    /** The account's own name for it ("Main shop", "Job site"), optional. */
    label: text("label").notNull().default(""),
    recipient: text("recipient").notNull(),
    company: text("company").notNull().default(""),
    line1: text("line1").notNull(),
    line2: text("line2").notNull().default(""),
    city: text("city").notNull(),
    /** ISO 3166-2 subdivision code without the country for the US, Canada and Mexico; free text elsewhere. */
    region: text("region").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    country: text("country").notNull(),
    /** E.164, or "" when not given. */
    phone: text("phone").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("account_addresses_subject").on(table.subject, table.createdAt),
    uniqueIndex("account_addresses_one_default").on(table.subject).where(sql`${table.isDefault}`),
  ],
);

export type AccountAddressRow = typeof accountAddresses.$inferSelect;

/**
 * Product lists of signed-in accounts (A4, issue 14; ADR 43): each account's own lists per brand site, keyed by the
 * identity provider's subject. One list per account and brand is the default (`my-list`, created on first use; a
 * partial unique index keeps it one under concurrent first uses). `shareVersion` signs the read-only share link:
 * revoking clears `sharedAt`, and sharing again moves the version on, so links made before stop opening.
 */
export const productLists = pgTable(
  "product_lists",
  {
    /** Random (UUID v4): what the URLs carry; every query also names the subject, so another account's id is a 404. */
    id: uuid("id").primaryKey(),
    subject: text("subject").notNull(),
    brand: text("brand").notNull(),
    /** Empty for the default list, which is shown under its translated name ("My list"). */
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    shareVersion: integer("share_version").notNull().default(0),
    /** When the current share link was made; null: not shared. */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("product_lists_subject_brand").on(table.subject, table.brand, table.createdAt),
    uniqueIndex("product_lists_one_default").on(table.subject, table.brand).where(sql`${table.isDefault}`),
  ],
);

export type ProductListRow = typeof productLists.$inferSelect;

/**
 * The lines of a product list: one per product (the primary key is the list and the product, so two tabs adding the
 * same product meet in one upsert and never make two lines), with its quantity, note and place in the list. The
 * catalogue number and name are kept as they were when added, for a product the catalogue no longer has.
 */
export const productListLines = pgTable(
  "product_list_lines",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => productLists.id, { onDelete: "cascade" }),
    /** PIM id. */
    productId: text("product_id").notNull(),
    catalogNumber: text("catalog_number").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note").notNull().default(""),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.productId] }), index("product_list_lines_position").on(table.listId, table.position)],
);

export type ProductListLineRow = typeof productListLines.$inferSelect;

/**
 * Compliance letters (F10-F13, ADR 56): each letter written, with its reference, the request's inputs and the facts it
 * stated, stored before the PDF is answered.
 */
export const complianceLetters = pgTable(
  "compliance_letters",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Printed on the letter (`CL-7K3M-9QXA`). */
    reference: text("reference").notNull(),
    form: text("form").notNull(),
    brand: text("brand").notNull(),
    locale: text("locale").notNull(),
    moduleId: text("module_id"),
    /** The request's fields and catalogue numbers as accepted. */
    request: jsonb("request").notNull(),
    /** What the letter stated: its table rows and the numbers listed apart with their reasons. */
    stated: jsonb("stated").notNull(),
    /** Keyed hash of the client's address (abuse review without keeping the address). */
    clientHash: text("client_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Random check code of the verification URL (migration 0008): a reference alone opens nothing. */
    checkCode: text("check_code"),
    /** SHA-256 (hex) of the file delivered, signed (migration 0008). */
    fileDigest: text("file_digest"),
    /** Set when an operator revokes the letter (migration 0008). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (table) => [uniqueIndex("compliance_letters_reference").on(table.reference), index("compliance_letters_brand_time").on(table.brand, table.createdAt)],
);

/**
 * Submittal package builds (F15, ADR 59), kept a day: what was asked (to retry it), what went in and which documents
 * failed and why (the errors page), and the package's PDF when some failed (the errors page's download). `id` is 128
 * random bits, `visitor_hash` the digest of the cookie of the browser that asked: the page, the download and the retry
 * answer only that browser.
 */
export const submittalBuilds = pgTable(
  "submittal_builds",
  {
    id: text("id").primaryKey(),
    brand: text("brand").notNull(),
    locale: text("locale").notNull(),
    visitorHash: text("visitor_hash").notNull(),
    request: jsonb("request").notNull(),
    included: jsonb("included").notNull(),
    failures: jsonb("failures").notNull(),
    pdf: bytea("pdf"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("submittal_builds_created").on(table.createdAt)],
);
