import type { BrandId } from '@shop/site';
import { getBrand } from '@shop/site';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops } from '../../db/schema';

/** The demo review scores of the shops that show reviews. */
const ratings: Partial<Record<BrandId, { average: number; count: number }>> = {
  'easy-noisecontrol': { average: 4.7, count: 1284 },
  'easy-felt': { average: 4.8, count: 932 },
  'fibers-foams': { average: 4.5, count: 411 },
};

/** Sets a shop's rating only while it has none, so real figures are never overwritten. */
export async function seedShopRatings(db: Database): Promise<void> {
  for (const [id, rating] of Object.entries(ratings)) {
    if (!rating) continue;
    await db
      .update(shops)
      .set({ ratingAverage: rating.average.toFixed(1), ratingCount: rating.count })
      .where(and(eq(shops.code, getBrand(id).code), isNull(shops.ratingAverage)));
  }
}
