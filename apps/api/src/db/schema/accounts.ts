import { sql } from 'drizzle-orm';
import {
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { shops } from './shops';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`);

export const customerType = pgEnum('customer_type', ['Private', 'Business']);

/** A shop's customer account; e-mail addresses are unique per shop, stored lower-cased. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    customerType: customerType('customer_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    /** The locale mails are written in: the one the customer registered or last logged in with. */
    locale: varchar('locale', { length: 5 }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_shop_email_unique').on(t.shopCode, t.email)],
);

/** The customer's address (my account > address); one per customer for now. */
export const customerAddresses = pgTable('customer_addresses', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  houseNumber: varchar('house_number', { length: 10 }).notNull(),
  houseNumberAddition: varchar('house_number_addition', { length: 10 }),
  postcode: varchar('postcode', { length: 10 }).notNull(),
  city: text('city').notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  updatedAt: updatedAt(),
});

/** Opaque session tokens, stored as SHA-256 hashes; the expiry slides with use. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

export const accountTokenPurpose = pgEnum('account_token_purpose', [
  'verify-email',
  'reset-password',
]);

/** Single-use, expiring tokens mailed for e-mail verification and password reset. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_customer_idx').on(t.customerId, t.purpose)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
