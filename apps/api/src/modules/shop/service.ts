import { ApiError } from '@shop/contract';
import type { Brand, Locale } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopHomeContent, shops } from '../../db/schema';

/** The shop row and its home copy in one locale; 404 when the shop was never seeded. */
export async function getShopInfo(db: Database, brand: Brand, locale: Locale) {
  const [row] = await db
    .select({
      code: shops.code,
      name: shops.name,
      heroTitle: shopHomeContent.heroTitle,
      heroText: shopHomeContent.heroText,
      shopUpdatedAt: shops.updatedAt,
      contentUpdatedAt: shopHomeContent.updatedAt,
    })
    .from(shops)
    .leftJoin(
      shopHomeContent,
      and(eq(shopHomeContent.shopCode, shops.code), eq(shopHomeContent.locale, locale)),
    )
    .where(eq(shops.code, brand.code))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', `Shop ${brand.code} has no data`);
  const updatedAt =
    row.contentUpdatedAt && row.contentUpdatedAt > row.shopUpdatedAt
      ? row.contentUpdatedAt
      : row.shopUpdatedAt;
  return {
    code: brand.code,
    brandId: brand.id,
    name: row.name,
    locale,
    home: row.heroTitle ? { heroTitle: row.heroTitle, heroText: row.heroText ?? '' } : null,
    updatedAt: updatedAt.toISOString(),
  };
}
