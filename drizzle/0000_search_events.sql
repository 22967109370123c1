CREATE TABLE "search_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"event_subtype" text,
	"event_name" text NOT NULL,
	"index_name" text NOT NULL,
	"query_id" text,
	"object_ids" text[] DEFAULT '{}' NOT NULL,
	"object_data" jsonb,
	"positions" integer[],
	"filters" text[],
	"user_token" text NOT NULL,
	"authenticated_user_token" text,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "search_events_index_time" ON "search_events" USING btree ("index_name","occurred_at");--> statement-breakpoint
CREATE INDEX "search_events_authenticated_user" ON "search_events" USING btree ("authenticated_user_token","occurred_at");