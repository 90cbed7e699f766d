import { configurationRulesSchema } from '@shop/contract';
import { lowestPriceCents } from '@shop/contract/pricing';
import { brandIds, getBrand, type Language } from '@shop/site';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  categoryTranslations,
  productCategories,
  products,
  productTranslations,
} from '../../db/schema';
import type { FileStore } from '../../modules/uploads/store/fileStore';
import { catalogues } from './catalogues';
import { categoryImageJob, generateImages, type ImageJob, productImageJobs } from './images';
import type { CatalogueSeed, ProductSeed } from './schema';

const languages: Language[] = ['nl', 'fr', 'de', 'en'];

interface ShopCatalogue {
  shopCode: string;
  catalogue: CatalogueSeed;
}

/** The shops that sell products and have demo data; dbc and Earendel show no catalogue. */
export function shopCatalogues(): ShopCatalogue[] {
  const byBrand = catalogues();
  return brandIds.flatMap((id) => {
    const brand = getBrand(id);
    const catalogue = byBrand[id];
    return brand.features.products && catalogue ? [{ shopCode: brand.code, catalogue }] : [];
  });
}

/** Listings show "from" the cheapest valid single unit; standard products have one price. */
function priceFrom(product: ProductSeed): number {
  return product.kind === 'standard' ? product.priceCents : lowestPriceCents(product.rules);
}

/** Rule sets are hand-written: parse them here so a typo fails the seed, not a checkout. */
function configurationOf(product: ProductSeed) {
  return product.kind === 'standard' ? null : configurationRulesSchema.parse(product.rules);
}

async function insertCategories(db: Database, { shopCode, catalogue }: ShopCatalogue) {
  await db
    .insert(categories)
    .values(
      catalogue.categories.map((category, i) => ({
        shopCode,
        key: category.key,
        position: i + 1,
        image: categoryImageJob(shopCode, category).path,
      })),
    )
    .onConflictDoNothing();
  // Ids of rows inserted now or by an earlier run alike.
  const rows = await db
    .select({ id: categories.id, key: categories.key })
    .from(categories)
    .where(eq(categories.shopCode, shopCode));
  const idByKey = new Map(rows.map((row) => [row.key, row.id]));
  await db
    .insert(categoryTranslations)
    .values(
      catalogue.categories.flatMap((category) =>
        languages.map((language) => ({
          categoryId: categoryIdOf(idByKey, category.key, shopCode),
          language,
          ...category.text[language],
        })),
      ),
    )
    .onConflictDoNothing();
  return idByKey;
}

function categoryIdOf(idByKey: Map<string, string>, key: string, shopCode: string): string {
  const id = idByKey.get(key);
  if (!id) throw new Error(`Category ${shopCode}/${key} is used but not defined`);
  return id;
}

async function insertProducts(
  db: Database,
  { shopCode, catalogue }: ShopCatalogue,
  categoryIds: Map<string, string>,
) {
  await db
    .insert(products)
    .values(
      catalogue.products.map((product, i) => ({
        shopCode,
        sku: product.sku,
        kind: product.kind,
        brandLabel: product.brandLabel,
        priceFromCents: priceFrom(product),
        images: productImageJobs(shopCode, product).map((job) => job.path),
        configuration: configurationOf(product),
        ratingAverage: product.rating.average.toFixed(1),
        ratingCount: product.rating.count,
        position: i + 1,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.shopCode, shopCode));
  const idBySku = new Map(rows.map((row) => [row.sku, row.id]));
  const productIdOf = (sku: string) => {
    const id = idBySku.get(sku);
    if (!id) throw new Error(`Product ${shopCode}/${sku} was not stored`);
    return id;
  };
  await db
    .insert(productTranslations)
    .values(
      catalogue.products.flatMap((product) =>
        languages.map((language) => ({
          productId: productIdOf(product.sku),
          language,
          ...product.text[language],
          specs: product.specs[language],
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(productCategories)
    .values(
      catalogue.products.flatMap((product) =>
        product.categories.map((key) => ({
          productId: productIdOf(product.sku),
          categoryId: categoryIdOf(categoryIds, key, shopCode),
        })),
      ),
    )
    .onConflictDoNothing();
}

function imageJobs({ shopCode, catalogue }: ShopCatalogue): ImageJob[] {
  return [
    ...catalogue.categories.map((category) => categoryImageJob(shopCode, category)),
    ...catalogue.products.flatMap((product) => productImageJobs(shopCode, product)),
  ];
}

/**
 * The demo catalogue of every shop that sells products: categories, products, their texts and
 * links, then the images. Adds what is missing and changes nothing that exists, so it runs on
 * every start; editors' changes to a product stay.
 */
export async function seedCatalogue(db: Database, options: { files: FileStore }): Promise<void> {
  const shops = shopCatalogues();
  await db.transaction(async (tx) => {
    for (const shop of shops) {
      const categoryIds = await insertCategories(tx, shop);
      await insertProducts(tx, shop, categoryIds);
    }
  });
  // Outside the transaction: rendering takes seconds and needs no rows locked.
  await generateImages(shops.flatMap(imageJobs), options.files);
}
