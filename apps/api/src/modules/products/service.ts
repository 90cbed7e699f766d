import {
  ApiError,
  type ProductDetail,
  type ProductList,
  type ProductSummary,
} from '@shop/contract';
import { type Brand, type Language, type Locale, languageOfLocale, locales } from '@shop/site';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  categoryTranslations,
  type ProductRow,
  type ProductTranslationRow,
  productCategories,
  products,
  productTranslations,
} from '../../db/schema';
import { LruCache } from '../../lib/lruCache';
import {
  categoryTextIn,
  countProducts,
  filterOptions,
  listProductRows,
  productFilter,
  productTextIn,
} from './queries';

// Catalogue reads are hot and change rarely: keep them a short while per process, apart per
// database, so two databases in one process (tests, a blue/green switch) never mix answers.
const caches = new WeakMap<Database, LruCache<string, unknown>>();

function cacheOf(db: Database): LruCache<string, unknown> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LruCache<string, unknown>({ maxEntries: 2000, ttlMs: 30_000 });
    caches.set(db, cache);
  }
  return cache;
}

async function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(key, value);
  return value;
}

/** Forget cached catalogue reads of a database (after seeding or editing). */
export function clearCatalogueCache(db: Database): void {
  caches.get(db)?.clear();
}

function summary(product: ProductRow, translation: ProductTranslationRow): ProductSummary {
  return {
    id: product.id,
    sku: product.sku,
    kind: product.kind,
    brandLabel: product.brandLabel,
    name: translation.name,
    slug: translation.slug,
    summary: translation.summary,
    image: product.images[0] ?? '',
    priceFromCents: product.priceFromCents,
    rating:
      product.ratingAverage === null
        ? null
        : { average: Number(product.ratingAverage), count: product.ratingCount },
  };
}

export interface ListInput {
  locale: Locale;
  category?: string;
  brand?: string;
  page: number;
  pageSize: number;
}

export function listProducts(db: Database, brand: Brand, input: ListInput): Promise<ProductList> {
  const language = languageOfLocale(input.locale);
  const key = `list:${brand.code}:${language}:${input.category ?? ''}:${input.brand ?? ''}:${input.page}:${input.pageSize}`;
  return cached(db, key, async () => {
    const where = productFilter(brand.code, language, input.category, input.brand);
    const [rows, total, filters] = await Promise.all([
      listProductRows(db, where, language, input.pageSize, (input.page - 1) * input.pageSize),
      countProducts(db, where),
      filterOptions(db, brand.code, language),
    ]);
    return {
      items: rows.map((row) => summary(row.product, row.translation)),
      page: input.page,
      pageSize: input.pageSize,
      total,
      filters,
    };
  });
}

export function listCategories(db: Database, brand: Brand, locale: Locale) {
  const language = languageOfLocale(locale);
  return cached(db, `categories:${brand.code}:${language}`, async () => {
    const rows = await db
      .select({
        category: categories,
        translation: categoryTranslations,
        productCount: count(productCategories.productId),
      })
      .from(categories)
      .innerJoin(categoryTranslations, categoryTextIn(language))
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .where(eq(categories.shopCode, brand.code))
      .groupBy(categories.id, categoryTranslations.categoryId, categoryTranslations.language)
      .orderBy(asc(categories.position));
    return {
      items: rows.map(({ category, translation, productCount }) => ({
        id: category.id,
        key: category.key,
        name: translation.name,
        slug: translation.slug,
        description: translation.description,
        image: category.image,
        productCount,
      })),
    };
  });
}

/**
 * The shop's products among `ids`, as archive cards in the locale's language, in catalogue
 * order; ids of other shops or of removed products are left out.
 */
export async function productSummaries(
  db: Database,
  brand: Brand,
  locale: Locale,
  ids: readonly string[],
): Promise<ProductSummary[]> {
  if (ids.length === 0 || !brand.features.products) return [];
  const language = languageOfLocale(locale);
  const rows = await listProductRows(
    db,
    and(eq(products.shopCode, brand.code), inArray(products.id, [...new Set(ids)])),
    language,
    ids.length,
    0,
  );
  return rows.map((row) => summary(row.product, row.translation));
}

/** A product of this shop by id or by its slug in the locale's language; 404 otherwise. */
export function getProduct(
  db: Database,
  brand: Brand,
  locale: Locale,
  ref: { id: string } | { slug: string },
): Promise<ProductDetail> {
  const language = languageOfLocale(locale);
  const key = `product:${brand.code}:${locale}:${'id' in ref ? `id:${ref.id}` : `slug:${ref.slug}`}`;
  return cached(db, key, async () => {
    const productId = 'id' in ref ? ref.id : await productIdBySlug(db, brand, language, ref.slug);
    const [row] = productId
      ? await db
          .select({ product: products, translation: productTranslations })
          .from(products)
          .innerJoin(productTranslations, productTextIn(language))
          .where(and(eq(products.id, productId), eq(products.shopCode, brand.code)))
      : [];
    if (!row) throw ApiError.notFound('Product not found');
    const [productCategoryRows, slugs] = await Promise.all([
      db
        .select({ name: categoryTranslations.name, slug: categoryTranslations.slug })
        .from(productCategories)
        .innerJoin(categoryTranslations, categoryTextIn(language, productCategories.categoryId))
        .where(eq(productCategories.productId, row.product.id)),
      productSlugs(db, brand, row.product.id),
    ]);
    return {
      ...summary(row.product, row.translation),
      description: row.translation.description,
      images: row.product.images,
      specs: row.translation.specs,
      categories: productCategoryRows,
      configuration: row.product.configuration ?? null,
      locale,
      slugs,
    };
  });
}

/**
 * The product of a slug, preferring the locale's language; a slug of another language still
 * finds it (a shared link, or a redirect to another locale), and the page then moves to the
 * locale's own slug.
 */
async function productIdBySlug(db: Database, brand: Brand, language: Language, slug: string) {
  const rows = await db
    .select({ id: products.id, language: productTranslations.language })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(and(eq(products.shopCode, brand.code), eq(productTranslations.slug, slug)));
  return (rows.find((row) => row.language === language) ?? rows[0])?.id;
}

/** The product's slug in every locale, so the language switch keeps the product. */
export async function productSlugs(db: Database, brand: Brand, id: string) {
  const rows = await db
    .select({ language: productTranslations.language, slug: productTranslations.slug })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(and(eq(products.id, id), eq(products.shopCode, brand.code)));
  if (rows.length === 0) throw ApiError.notFound('Product not found');
  const byLanguage = new Map(rows.map((row) => [row.language, row.slug]));
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const slug = byLanguage.get(languageOfLocale(locale));
      return slug ? [[locale, slug]] : [];
    }),
  ) as Record<Locale, string>;
}

export async function configurationRules(db: Database, brand: Brand, id: string) {
  const [row] = await db
    .select({ configuration: products.configuration })
    .from(products)
    .where(and(eq(products.id, id), eq(products.shopCode, brand.code)));
  if (!row) throw ApiError.notFound('Product not found');
  if (!row.configuration) throw ApiError.notFound('This product has no configurator');
  return row.configuration;
}
