CREATE TABLE "product_list_lines" (
	"list_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"catalog_number" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_list_lines_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"share_version" integer DEFAULT 0 NOT NULL,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_list_lines" ADD CONSTRAINT "product_list_lines_list_id_product_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_list_lines_position" ON "product_list_lines" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "product_lists_subject_brand" ON "product_lists" USING btree ("subject","brand","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_lists_one_default" ON "product_lists" USING btree ("subject","brand") WHERE "product_lists"."is_default";