ALTER TABLE "products" ALTER COLUMN "price_from_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_net_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "builtin_provider_payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;