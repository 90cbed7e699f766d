import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the shop sends, rendered when it is queued. Without SMTP the outbox is the
 * destination (readable in development); with SMTP a worker delivers and marks rows sent.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 }).notNull(),
    toAddress: text('to_address').notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    template: varchar('template', { length: 40 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('outbox_emails_pending_idx').on(t.sentAt, t.nextAttemptAt),
    index('outbox_emails_to_idx').on(t.toAddress),
  ],
);

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
