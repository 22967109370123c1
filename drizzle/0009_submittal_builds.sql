CREATE TABLE "submittal_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"request" jsonb NOT NULL,
	"included" jsonb NOT NULL,
	"failures" jsonb NOT NULL,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "submittal_builds_created" ON "submittal_builds" USING btree ("created_at");