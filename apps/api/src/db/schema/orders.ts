import type { LineSelection } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
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

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code),
    status: orderStatus('status').notNull().default('cart'),
    /** SHA-256 of the guest cart token in the shopper's cookie. */
    cartTokenHash: varchar('cart_token_hash', { length: 64 }).unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('orders_customer_idx').on(t.customerId, t.status)],
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
    unitNetCents: integer('unit_net_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
