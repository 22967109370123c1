CREATE TABLE "compliance_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"form" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"module_id" text,
	"request" jsonb NOT NULL,
	"stated" jsonb NOT NULL,
	"client_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_letters_reference" ON "compliance_letters" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "compliance_letters_brand_time" ON "compliance_letters" USING btree ("brand","created_at");