import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** The ERP (Business Central) connection's OAuth tokens, one row per shop. */
export const erpConnections = pgTable('erp_connections', {
  shopCode: varchar('shop_code', { length: 8 }).primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** OAuth `state` values handed out when a connection starts; a callback must bring one back. */
export const erpOauthStates = pgTable('erp_oauth_states', {
  state: varchar('state', { length: 64 }).primaryKey(),
  shopCode: varchar('shop_code', { length: 8 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Paid orders waiting to be exported to the ERP, written in the transaction that marks the order
 * paid; retried with back-off until the ERP acknowledges.
 */
export const erpOutbox = pgTable(
  'erp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopCode: varchar('shop_code', { length: 8 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** The ERP's id for the exported sales order. */
    erpRef: varchar('erp_ref', { length: 100 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('erp_outbox_pending_idx').on(t.acknowledgedAt, t.nextAttemptAt)],
);

export type ErpConnectionRow = typeof erpConnections.$inferSelect;
export type ErpOauthStateRow = typeof erpOauthStates.$inferSelect;
export type ErpOutboxRow = typeof erpOutbox.$inferSelect;
