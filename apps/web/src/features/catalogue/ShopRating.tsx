import 'server-only';
import { endpoints } from '@shop/contract';
import { resolveLocale } from '@shop/site';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { publicApi } from '@/server/publicApi';

/**
 * The shop's review score, the same for every visitor; without an answer the line is left
 * out, never the page.
 */
const shopRating = cache(async () => {
  const api = await publicApi(resolveLocale(await getLocale()));
  return api.call(endpoints.shop.rating).catch(() => null);
});

/** Starts asking for the score while the page still looks its product up. */
export function preloadShopRating(): void {
  void shopRating();
}

/** What customers rate the shop, below the purchase; streamed, so it never holds the page up. */
export async function ShopRating({ brandName }: { brandName: string }) {
  const [rating, t] = await Promise.all([shopRating(), getTranslations('product')]);
  if (!rating?.average) return null;
  return (
    <p className="text-sm text-muted">
      {t('shopRating', { brand: brandName, average: rating.average, count: rating.count })}
    </p>
  );
}

/** Holds the rating's line while it streams, so nothing below moves when it arrives. */
export function ShopRatingPlaceholder() {
  return <p aria-hidden="true" className="min-h-5 text-sm" />;
}
