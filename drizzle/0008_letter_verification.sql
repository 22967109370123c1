ALTER TABLE "compliance_letters" ADD COLUMN "check_code" text;--> statement-breakpoint
ALTER TABLE "compliance_letters" ADD COLUMN "file_digest" text;--> statement-breakpoint
ALTER TABLE "compliance_letters" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_letters" ADD COLUMN "revoked_reason" text;