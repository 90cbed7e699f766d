import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { serverTrpc } from '@/trpc/server';

/** The shop's review score; without an answer the line is left out, never the page. */
const shopRating = cache(async () => (await serverTrpc()).catalogue.rating().catch(() => null));

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
