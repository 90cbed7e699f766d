import { sql } from 'drizzle-orm';
import {
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** One row per brand: the shop the `X-Shop-Id` header selects. */
export const shops = pgTable('shops', {
  code: varchar('code', { length: 8 }).primaryKey(),
  brandId: varchar('brand_id', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  supportEmail: text('support_email').notNull(),
  /** The shop's review score (GET /Misc/rating), shown where the reviews switch is on. */
  ratingAverage: numeric('rating_average', { precision: 2, scale: 1 }),
  ratingCount: integer('rating_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Editors' home-page copy per shop and locale. */
export const shopHomeContent = pgTable(
  'shop_home_content',
  {
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 5 }).notNull(),
    heroTitle: text('hero_title').notNull(),
    heroText: text('hero_text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.shopCode, t.locale] })],
);

export type ShopRow = typeof shops.$inferSelect;
export type ShopHomeContentRow = typeof shopHomeContent.$inferSelect;
