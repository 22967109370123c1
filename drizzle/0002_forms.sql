CREATE TABLE "form_drafts" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"sink" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"submission_key" text NOT NULL,
	"form_id" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"module_id" text,
	"fields" jsonb NOT NULL,
	"routed_to" text[] DEFAULT '{}' NOT NULL,
	"consent_marketing" boolean DEFAULT false NOT NULL,
	"consent_text_version" text,
	"consent_at" timestamp with time zone,
	"subject" text,
	"client_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"field" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_outbox" ADD CONSTRAINT "form_outbox_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_drafts_expires" ON "form_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_outbox_submission_sink" ON "form_outbox" USING btree ("submission_id","sink");--> statement-breakpoint
CREATE INDEX "form_outbox_due" ON "form_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_reference" ON "form_submissions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_submission_key" ON "form_submissions" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "form_submissions_form_time" ON "form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_subject" ON "form_submissions" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "form_uploads_submission" ON "form_uploads" USING btree ("submission_id");