ALTER TABLE "outgoing_mail" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outgoing_mail_due" ON "outgoing_mail" USING btree ("status","next_attempt_at");