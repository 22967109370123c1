CREATE TABLE "account_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_token" text NOT NULL,
	"id_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_provider_entries" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	CONSTRAINT "oidc_provider_entries_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "account_sessions_subject" ON "account_sessions" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "account_sessions_expires" ON "account_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_provider_entries_grant" ON "oidc_provider_entries" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_provider_entries_uid" ON "oidc_provider_entries" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "oidc_provider_entries_user_code" ON "oidc_provider_entries" USING btree ("model","user_code");--> statement-breakpoint
CREATE INDEX "oidc_provider_entries_expires" ON "oidc_provider_entries" USING btree ("expires_at");