CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"consent_text_version" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"reference" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'kept' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_brand_email" ON "newsletter_subscriptions" USING btree ("brand","email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status" ON "newsletter_subscriptions" USING btree ("brand","status");--> statement-breakpoint
CREATE INDEX "outgoing_mail_to" ON "outgoing_mail" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_mail_status" ON "outgoing_mail" USING btree ("status","created_at");