import type { ProductSummary } from '@shop/contract';
import type { Locale, PrefixMode } from '@shop/site';
import { getTranslations } from 'next-intl/server';
import { ProductLinkCard } from './ProductLinkCard';

/** The products an item names, to buy what the article or project shows. */
export async function RelatedProducts({
  products,
  locale,
  mode,
  title,
}: {
  products: ProductSummary[];
  locale: Locale;
  mode: PrefixMode;
  /** The section's heading; an article's by default. */
  title?: string;
}) {
  if (products.length === 0) return null;
  const t = await getTranslations('components.content');
  return (
    <section aria-labelledby="related-products" className="mt-12">
      <h2 id="related-products" className="mb-4 text-2xl font-bold">
        {title ?? t('relatedProducts')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {products.map((product) => (
          <li key={product.id}>
            <ProductLinkCard product={product} locale={locale} mode={mode} />
          </li>
        ))}
      </ul>
    </section>
  );
}
