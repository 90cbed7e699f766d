CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "erp_connections" (
	"shop_code" varchar(8) PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_oauth_states" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"shop_code" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shop_code" varchar(8) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"erp_ref" varchar(100),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_outbox_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "builtin_provider_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"method" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "builtin_provider_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_ref" varchar(100),
	"method" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'created' NOT NULL,
	"amount_cents" integer NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_after" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cart_token_hash_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" varchar(5);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" varchar(24);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "totals" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erp_outbox" ADD CONSTRAINT "erp_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_outbox_pending_idx" ON "erp_outbox" USING btree ("acknowledged_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("status","check_after");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_by_token_idx" ON "orders" USING btree ("shop_code","cart_token_hash") WHERE status in ('cart', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_by_customer_idx" ON "orders" USING btree ("shop_code","customer_id") WHERE status in ('cart', 'pending');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");