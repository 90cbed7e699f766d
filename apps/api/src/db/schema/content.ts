import type { ContentDetails, DraftContentBlock } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { shops } from './shops';

export const contentKind = pgEnum('content_kind', [
  'blog',
  'advice',
  'project',
  'inspiration',
  'job-offer',
]);

export const contentStatus = pgEnum('content_status', ['draft', 'scheduled', 'published']);

/**
 * One blog post, advice article, project, inspiration photo or job offer of a shop; its texts
 * are translations per locale. A `scheduled` item counts as published from `publish_at` on, so
 * the schedule needs no job to flip it.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code),
    kind: contentKind('kind').notNull(),
    /** A stable name for the seed and editors' imports, unique per shop and kind. */
    key: varchar('key', { length: 80 }).notNull(),
    status: contentStatus('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().default(sql`now()`),
    author: text('author'),
    /** A file key in the file store (catalogue/…), served under /Uploads. */
    heroImage: text('hero_image'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    relatedProductIds: uuid('related_product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The kind's own fields, checked by the contract's `contentDetailsSchema`. */
    details: jsonb('details').$type<ContentDetails>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('content_items_shop_kind_key_unique').on(t.shopCode, t.kind, t.key),
    // The translations' foreign key names shop and kind too, so a slug's uniqueness per shop
    // and kind is a plain unique index there.
    unique('content_items_id_shop_kind_unique').on(t.id, t.shopCode, t.kind),
    index('content_items_listing_idx').on(t.shopCode, t.kind, t.publishAt),
    check('content_items_details_kind', sql`${t.details}->>'kind' = ${t.kind}::text`),
  ],
);

/**
 * An item's texts in one locale. A locale without a row of its own reads the row of the first
 * locale of its language (nl-BE reads nl-NL's), so regional locales need rows only where they
 * differ.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: uuid('item_id').notNull(),
    shopCode: varchar('shop_code', { length: 8 }).notNull(),
    kind: contentKind('kind').notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    /** Blocks checked by the contract's `draftContentBodySchema`; never HTML. */
    body: jsonb('body').$type<DraftContentBlock[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locale] }),
    foreignKey({
      name: 'content_translations_item_fk',
      columns: [t.itemId, t.shopCode, t.kind],
      foreignColumns: [contentItems.id, contentItems.shopCode, contentItems.kind],
    }).onDelete('cascade'),
    uniqueIndex('content_translations_slug_unique').on(t.shopCode, t.kind, t.locale, t.slug),
    index('content_translations_slug_idx').on(t.shopCode, t.kind, t.slug),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentTranslationRow = typeof contentTranslations.$inferSelect;
