import type { Language } from '@shop/site';
import { type AnyColumn, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  categoryTranslations,
  productCategories,
  products,
  productTranslations,
} from '../../db/schema';

/** Join condition: a product's texts in one language. */
export function productTextIn(language: Language) {
  return and(
    eq(productTranslations.productId, products.id),
    eq(productTranslations.language, language),
  );
}

/** Join condition: the texts in one language of the category in `categoryId`. */
export function categoryTextIn(language: Language, categoryId: AnyColumn = categories.id) {
  return and(
    eq(categoryTranslations.categoryId, categoryId),
    eq(categoryTranslations.language, language),
  );
}

/** Product ids of a shop, optionally within a category (by its slug) and/or a brand line. */
export function productFilter(
  shopCode: string,
  language: Language,
  category?: string,
  brand?: string,
) {
  const conditions = [eq(products.shopCode, shopCode)];
  if (brand) conditions.push(eq(products.brandLabel, brand));
  if (category) {
    conditions.push(inArray(products.id, sqlCategoryMembers(shopCode, language, category)));
  }
  return and(...conditions);
}

function sqlCategoryMembers(shopCode: string, language: Language, slug: string) {
  return sql`(select ${productCategories.productId} from ${productCategories}
    join ${categories} on ${categories.id} = ${productCategories.categoryId}
    join ${categoryTranslations} on ${categoryTranslations.categoryId} = ${categories.id}
    where ${categories.shopCode} = ${shopCode} and ${categoryTranslations.language} = ${language}
      and ${categoryTranslations.slug} = ${slug})`;
}

export function listProductRows(
  db: Database,
  where: ReturnType<typeof productFilter>,
  language: Language,
  limit: number,
  offset: number,
) {
  return db
    .select({ product: products, translation: productTranslations })
    .from(products)
    .innerJoin(productTranslations, productTextIn(language))
    .where(where)
    .orderBy(asc(products.position), asc(products.sku))
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Database, where: ReturnType<typeof productFilter>) {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

/** The archive's filter options for a shop, each with how many products it holds. */
export async function filterOptions(db: Database, shopCode: string, language: Language) {
  const categoryRows = await db
    .select({ slug: categoryTranslations.slug, name: categoryTranslations.name, count: count() })
    .from(categories)
    .innerJoin(categoryTranslations, categoryTextIn(language))
    .innerJoin(productCategories, eq(productCategories.categoryId, categories.id))
    .where(eq(categories.shopCode, shopCode))
    .groupBy(categoryTranslations.slug, categoryTranslations.name, categories.position)
    .orderBy(asc(categories.position));
  const brandRows = await db
    .select({ value: products.brandLabel, count: count() })
    .from(products)
    .where(eq(products.shopCode, shopCode))
    .groupBy(products.brandLabel)
    .orderBy(asc(products.brandLabel));
  return { categories: categoryRows, brands: brandRows };
}
