import type { CheckoutDetails, LineSelection, OrderTotals } from '@shop/contract';
import type { DeliveryType } from '@shop/site';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalogue';
import { shops } from './shops';

/** An order starts life as the shopper's cart. */
export const orderStatus = pgEnum('order_status', [
  'cart',
  'pending',
  'paid',
  'cancelled',
  'expired',
]);

/** Readable order numbers (EF26-000042) count up across shops. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1000 });

/**
 * A shopper has at most one open order per shop: the cart being filled, or the placed order
 * waiting for its payment. Paid and abandoned orders step aside for a new cart.
 */
const openOrder = sql`status in ('cart', 'pending')`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code),
    status: orderStatus('status').notNull().default('cart'),
    /** SHA-256 of the guest cart token in the shopper's cookie; kept to show a guest's result. */
    cartTokenHash: varchar('cart_token_hash', { length: 64 }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Checkout: who orders, where it goes, how. */
    locale: varchar('locale', { length: 5 }),
    details: jsonb('details').$type<CheckoutDetails>(),
    deliveryType: varchar('delivery_type', { length: 24 }).$type<DeliveryType>(),
    /** Set when the order is placed: its number, frozen totals and promised date. */
    orderNumber: varchar('order_number', { length: 20 }).unique(),
    totals: jsonb('totals').$type<OrderTotals>(),
    promisedDate: date('promised_date', { mode: 'string' }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.status),
    uniqueIndex('orders_open_by_token_idx').on(t.shopCode, t.cartTokenHash).where(openOrder),
    uniqueIndex('orders_open_by_customer_idx').on(t.shopCode, t.customerId).where(openOrder),
  ],
);

export interface LineSnapshot {
  sku: string;
  kind: 'panel' | 'photoprint' | 'standard';
  /** Names per language at the time of adding: the line reads the same later. */
  names: Record<string, string>;
  selection: LineSelection;
}

/** A cart or order line: the configuration and its net unit price as they were chosen. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    snapshot: jsonb('snapshot').$type<LineSnapshot>().notNull(),
    unitNetCents: bigint('unit_net_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Whether an upload is in a cart or order: asked by the upload quota and the purge.
    index('order_lines_upload_idx')
      .on(sql`(${t.snapshot} -> 'selection' ->> 'uploadId')`)
      .where(sql`(${t.snapshot} -> 'selection' ->> 'uploadId') is not null`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
