CREATE TYPE "public"."content_kind" AS ENUM('blog', 'advice', 'project', 'inspiration', 'job-offer');--> statement-breakpoint
CREATE TYPE "public"."content_status" AS ENUM('draft', 'scheduled', 'published');--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_code" varchar(8) NOT NULL,
	"kind" "content_kind" NOT NULL,
	"key" varchar(80) NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text,
	"hero_image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_id_shop_kind_unique" UNIQUE("id","shop_code","kind"),
	CONSTRAINT "content_items_details_kind" CHECK ("content_items"."details"->>'kind' = "content_items"."kind"::text)
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"item_id" uuid NOT NULL,
	"shop_code" varchar(8) NOT NULL,
	"kind" "content_kind" NOT NULL,
	"locale" varchar(5) NOT NULL,
	"slug" varchar(140) NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_shop_code_shops_code_fk" FOREIGN KEY ("shop_code") REFERENCES "public"."shops"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_item_fk" FOREIGN KEY ("item_id","shop_code","kind") REFERENCES "public"."content_items"("id","shop_code","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_shop_kind_key_unique" ON "content_items" USING btree ("shop_code","kind","key");--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("shop_code","kind","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_slug_unique" ON "content_translations" USING btree ("shop_code","kind","locale","slug");--> statement-breakpoint
CREATE INDEX "content_translations_slug_idx" ON "content_translations" USING btree ("shop_code","kind","slug");