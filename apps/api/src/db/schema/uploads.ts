import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * A shopper's uploaded photo or a print file cropped from one. The owner is the customer or
 * the guest cart's token hash; only the owner is ever served the file.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopCode: varchar('shop_code', { length: 8 })
      .notNull()
      .references(() => shops.code),
    owner: varchar('owner', { length: 80 }).notNull(),
    /** 'photo' as uploaded, 'print' when cropped to a print size. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The photo a print was cropped from. */
    sourceId: uuid('source_id'),
    file: text('file').notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('uploads_owner_idx').on(t.shopCode, t.owner),
    // A photo stays while a print cut from it remains: the purge and the quota ask per photo.
    index('uploads_source_idx').on(t.sourceId).where(sql`${t.sourceId} is not null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
