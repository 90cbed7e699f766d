import { hrefFor, type Locale, type PrefixMode } from '@shop/site';
import { PageAlternates } from '@/features/layout/PageAlternates';

/** Tells the language switch the product's own address in every locale. */
export function ProductAlternates({
  slugs,
  mode,
}: {
  slugs: Partial<Record<Locale, string>>;
  mode: PrefixMode;
}) {
  const paths = Object.fromEntries(
    Object.entries(slugs).map(([locale, slug = '']) => [
      locale,
      hrefFor('productDetail', locale as Locale, { slug }, mode),
    ]),
  );
  return <PageAlternates paths={paths} />;
}
