import { hrefFor, type Locale, type PrefixMode } from '@shop/site';
import { PageAlternates } from '@/features/layout/PageAlternates';
import { productSlugs } from './productLookup';

/**
 * Tells the language switch the product's own address in every locale. It streams after the
 * page, and without the slugs the switch still lands on the product: another locale's slug
 * finds it and redirects to that locale's own address.
 */
export async function ProductAlternates({
  productId,
  mode,
}: {
  productId: string;
  mode: PrefixMode;
}) {
  const slugs = await productSlugs(productId).catch(() => null);
  if (!slugs) return null;
  const paths = Object.fromEntries(
    Object.entries(slugs).map(([locale, slug]) => [
      locale,
      hrefFor('productDetail', locale as Locale, { slug }, mode),
    ]),
  );
  return <PageAlternates paths={paths} />;
}
