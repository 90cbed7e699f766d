import { brandIds, getBrand, languageOfLocale, locales } from '@shop/site';
import type { Database } from '../db/client';
import { shopHomeContent, shops } from '../db/schema';
import type { FileStore } from '../modules/uploads/store/fileStore';
import { seedCatalogue } from './catalogue/seedCatalogue';
import { seedShopRatings } from './catalogue/shopRatings';
import { seedContent } from './content/seedContent';
import { homeContent } from './data/homeContent';

/**
 * Fills in the demo data that is missing and never overwrites what exists, so it is safe on
 * every start and never clobbers an editor's changes.
 */
export async function seedDemoData(db: Database, options: { files: FileStore }): Promise<void> {
  await db.transaction(async (tx) => {
    for (const id of brandIds) {
      const brand = getBrand(id);
      await tx
        .insert(shops)
        .values({
          code: brand.code,
          brandId: brand.id,
          name: brand.name,
          supportEmail: `service@${brand.domains['nl-NL']}`,
        })
        .onConflictDoNothing();
      await tx
        .insert(shopHomeContent)
        .values(
          locales.map((locale) => ({
            shopCode: brand.code,
            locale,
            ...homeContent[brand.id][languageOfLocale(locale)],
          })),
        )
        .onConflictDoNothing();
    }
  });
  await seedShopRatings(db);
  // After the shops exist: categories and products reference them.
  await seedCatalogue(db, options);
  // After the catalogue: content names its products.
  await seedContent(db, options);
}
