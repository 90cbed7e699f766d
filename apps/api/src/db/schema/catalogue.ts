import type { ConfigurationRules } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { shops } from './shops';

export const productKind = pgEnum('product_kind', ['panel', 'photoprint', 'standard']);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code),
    key: varchar('key', { length: 60 }).notNull(),
    position: integer('position').notNull().default(0),
    image: text('image'),
  },
  (t) => [uniqueIndex('categories_shop_key_unique').on(t.shopCode, t.key)],
);

/** Names and slugs per language (nl, fr, de, en): locales of one language share them. */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    name: text('name').notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    index('category_translations_slug_idx').on(t.language, t.slug),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code),
    sku: varchar('sku', { length: 40 }).notNull(),
    kind: productKind('kind').notNull(),
    /** The product's maker or line, for the BRAND filter of the archive. */
    brandLabel: text('brand_label').notNull(),
    /** Net list price "from" (the cheapest valid configuration), for listings. */
    priceFromCents: bigint('price_from_cents', { mode: 'number' }).notNull(),
    /** Image paths under /Uploads (catalogue/…), first is the main image. */
    images: jsonb('images').$type<string[]>().notNull(),
    /** The configurator's rule set; null for products sold as they are. */
    configuration: jsonb('configuration').$type<ConfigurationRules>(),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1 }),
    ratingCount: integer('rating_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('products_shop_sku_unique').on(t.shopCode, t.sku),
    index('products_shop_position_idx').on(t.shopCode, t.position),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    name: text('name').notNull(),
    slug: varchar('slug', { length: 140 }).notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    /** Specification rows shown on the product page. */
    specs: jsonb('specs').$type<{ name: string; value: string }[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    index('product_translations_slug_idx').on(t.language, t.slug),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryTranslationRow = typeof categoryTranslations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductTranslationRow = typeof productTranslations.$inferSelect;
export type ProductCategoryRow = typeof productCategories.$inferSelect;
