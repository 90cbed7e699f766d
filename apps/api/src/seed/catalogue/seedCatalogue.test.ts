import path from 'node:path';
import { configurationRulesSchema } from '@shop/contract';
import { lowestPriceCents } from '@shop/contract/pricing';
import { brandIds, getBrand } from '@shop/site';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  categoryTranslations,
  productCategories,
  products,
  productTranslations,
  shops,
} from '../../db/schema';
import { createTestApp, testFiles, testUploadsDir } from '../../test/testApp';
import { seedDemoData } from '../seed';

const languages = ['nl', 'fr', 'de', 'en'];
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const codesWith = (products: boolean) =>
  brandIds
    .map(getBrand)
    .filter((b) => b.features.products === products)
    .map((b) => b.code);

describe('demo catalogue seed', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  async function rowCounts() {
    const tables = {
      categories,
      categoryTranslations,
      products,
      productTranslations,
      productCategories,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db().select({ n: count() }).from(table);
      counts[name] = row?.n ?? 0;
    }
    return counts;
  }

  it('gives every shop with products at least 3 categories and 20 products, incl. panels and photo prints', async () => {
    for (const code of codesWith(true)) {
      const shopCategories = await db()
        .select()
        .from(categories)
        .where(eq(categories.shopCode, code));
      const shopProducts = await db().select().from(products).where(eq(products.shopCode, code));
      expect(shopCategories.length, code).toBeGreaterThanOrEqual(3);
      expect(shopProducts.length, code).toBeGreaterThanOrEqual(20);
      expect(
        shopProducts.some((p) => p.kind === 'panel'),
        code,
      ).toBe(true);
      expect(
        shopProducts.some((p) => p.kind === 'photoprint'),
        code,
      ).toBe(true);
    }
  });

  it('seeds no catalogue for the brands whose products switch is off', async () => {
    for (const code of codesWith(false)) {
      const [row] = await db()
        .select({ n: count() })
        .from(products)
        .where(eq(products.shopCode, code));
      expect(row?.n, code).toBe(0);
      const [cats] = await db()
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.shopCode, code));
      expect(cats?.n, code).toBe(0);
    }
  });

  it('translates every product and category into nl, fr, de and en', async () => {
    const rows = await db()
      .select({ id: products.id, translation: productTranslations })
      .from(products)
      .leftJoin(productTranslations, eq(productTranslations.productId, products.id));
    const byProduct = new Map<string, (typeof rows)[number]['translation'][]>();
    for (const row of rows)
      byProduct.set(row.id, [...(byProduct.get(row.id) ?? []), row.translation]);
    for (const [id, translations] of byProduct) {
      expect(translations.map((t) => t?.language).sort(), id).toEqual([...languages].sort());
      for (const translation of translations) {
        expect(translation?.name.trim(), id).not.toBe('');
        expect(translation?.summary.trim(), id).not.toBe('');
        expect(translation?.description.trim(), id).not.toBe('');
        expect(translation?.specs.length, id).toBeGreaterThanOrEqual(4);
      }
    }
    const [categoryRows] = await db().select({ n: count() }).from(categories);
    const [categoryTexts] = await db().select({ n: count() }).from(categoryTranslations);
    expect(categoryTexts?.n).toBe((categoryRows?.n ?? 0) * languages.length);
  });

  it('keeps slugs lowercase ASCII and unique per shop and language', async () => {
    const productSlugs = await db()
      .select({
        shop: products.shopCode,
        language: productTranslations.language,
        slug: productTranslations.slug,
      })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId));
    const categorySlugs = await db()
      .select({
        shop: categories.shopCode,
        language: categoryTranslations.language,
        slug: categoryTranslations.slug,
      })
      .from(categoryTranslations)
      .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId));
    for (const slugs of [productSlugs, categorySlugs]) {
      for (const { slug } of slugs) expect(slug).toMatch(slugPattern);
      const keys = slugs.map((s) => `${s.shop}/${s.language}/${s.slug}`);
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    }
  });

  it('stores valid rule sets and prices "from" the cheapest valid single unit', async () => {
    const rows = await db().select().from(products);
    for (const product of rows) {
      if (product.kind === 'standard') {
        expect(product.configuration, product.sku).toBeNull();
        expect(product.priceFromCents, product.sku).toBeGreaterThan(0);
        continue;
      }
      const rules = configurationRulesSchema.parse(product.configuration);
      expect(rules.kind, product.sku).toBe(product.kind);
      expect(product.priceFromCents, product.sku).toBe(lowestPriceCents(rules));
      expect(Number(product.ratingAverage)).toBeGreaterThanOrEqual(3.8);
      expect(Number(product.ratingAverage)).toBeLessThanOrEqual(4.9);
    }
  });

  it('points every product and category image at a 1200 × 900 WebP on disk', async () => {
    const rows = await db().select({ images: products.images }).from(products);
    const categoryRows = await db().select({ image: categories.image }).from(categories);
    const paths = [...rows.flatMap((r) => r.images), ...categoryRows.map((r) => r.image ?? '')];
    expect(paths.length).toBeGreaterThan(0);
    for (const image of new Set(paths)) {
      expect(image).toMatch(/^catalogue\/[a-z0-9][a-z0-9._-]*\.webp$/);
      const meta = await sharp(path.join(testUploadsDir, image)).metadata();
      expect(meta, image).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    }
  });

  it('fills in the shop ratings', async () => {
    const rows = await db().select().from(shops);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('ENC')).toMatchObject({ ratingAverage: '4.7', ratingCount: 1284 });
    expect(byCode.get('EF')).toMatchObject({ ratingAverage: '4.8', ratingCount: 932 });
    expect(byCode.get('FIB')).toMatchObject({ ratingAverage: '4.5', ratingCount: 411 });
  });

  it('changes nothing when it runs again, and keeps a rating that was edited', async () => {
    const before = await rowCounts();
    await db().update(shops).set({ ratingAverage: '4.2' }).where(eq(shops.code, 'EF'));
    await seedDemoData(db(), { files: testFiles });
    expect(await rowCounts()).toEqual(before);
    const [ef] = await db().select().from(shops).where(eq(shops.code, 'EF'));
    expect(ef?.ratingAverage).toBe('4.2');
  });
});
