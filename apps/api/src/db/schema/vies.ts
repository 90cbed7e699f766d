import type { VatNumberCheck } from '@shop/contract';
import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * VIES's last answer per VAT number, shared by every API replica, so the checkout's steps and
 * reloads do not ask VIES again each time. A row from another checker (the offline demo one)
 * is asked again, never trusted.
 */
export const vatNumberChecks = pgTable('vat_number_checks', {
  /** Normalised, with its country prefix: BE0123456789. */
  vatNumber: varchar('vat_number', { length: 20 }).primaryKey(),
  status: varchar('status', { length: 12 }).$type<VatNumberCheck>().notNull(),
  checker: varchar('checker', { length: 16 }).notNull(),
  /** The registered trader as VIES names it; some member states (Germany) never say. */
  name: text('name'),
  address: text('address'),
  /** Why there was no answer, or why the number was refused: VIES's error code or a timeout. */
  reason: text('reason'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type VatNumberCheckRow = typeof vatNumberChecks.$inferSelect;
