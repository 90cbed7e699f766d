import type { PaymentMethod, PaymentStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * One attempt to pay an order. The row exists before the provider is called (status
 * `created`), so a crash between the two leaves a row the reconciler finishes, never a payment
 * at the provider we know nothing about: our id goes to the provider as the idempotency key.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's id (tr_…), known once it answered. */
    providerRef: varchar('provider_ref', { length: 100 }).unique(),
    method: varchar('method', { length: 24 }).$type<PaymentMethod>().notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('created'),
    /** 64-bit, as every amount column: a sum of lines must never overflow its column. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    checkoutUrl: text('checkout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** The reconciler asks the provider again after this moment while the status is open. */
    checkAfter: timestamp('check_after', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_unsettled_idx').on(t.status, t.checkAfter),
  ],
);

/**
 * The built-in provider's own ledger: what the hosted test page decided. It stands for the
 * provider's servers, so the shop reads it only through the provider interface.
 */
export const builtinProviderPayments = pgTable('builtin_provider_payments', {
  id: varchar('id', { length: 40 }).primaryKey(),
  idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  method: varchar('method', { length: 24 }).notNull(),
  status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('open'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  metadata: jsonb('metadata').$type<{ orderId: string; paymentId: string }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type BuiltinProviderPaymentRow = typeof builtinProviderPayments.$inferSelect;
