CREATE TABLE "shop_home_content" (
	"shop_code" varchar(8) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"hero_title" text NOT NULL,
	"hero_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_home_content_shop_code_locale_pk" PRIMARY KEY("shop_code","locale")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"brand_id" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"support_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_brand_id_unique" UNIQUE("brand_id")
);
--> statement-breakpoint
ALTER TABLE "shop_home_content" ADD CONSTRAINT "shop_home_content_shop_code_shops_code_fk" FOREIGN KEY ("shop_code") REFERENCES "public"."shops"("code") ON DELETE cascade ON UPDATE no action;