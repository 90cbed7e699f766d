CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_code" varchar(8) NOT NULL,
	"owner" varchar(80) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"source_id" uuid,
	"file" text NOT NULL,
	"mime" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_shop_code_shops_code_fk" FOREIGN KEY ("shop_code") REFERENCES "public"."shops"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("shop_code","owner");