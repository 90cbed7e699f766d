import type { ProductSummary } from '@shop/contract';
import { hrefFor, type Locale, type PrefixMode } from '@shop/site';
import Link from 'next/link';
import { Picture } from '@/features/media/Picture';

/**
 * A product named by an article or project. No price: prices follow each visitor's VAT
 * choice, and content pages carry nothing per visitor so they can be served from a cache.
 */
export function ProductLinkCard({
  product,
  locale,
  mode,
}: {
  product: ProductSummary;
  locale: Locale;
  mode: PrefixMode;
}) {
  return (
    <Link
      href={hrefFor('productDetail', locale, { slug: product.slug }, mode)}
      className="group flex items-center gap-4 overflow-hidden rounded-[var(--brand-radius)] border border-black/10 bg-white p-3 hover:border-primary"
    >
      <Picture file={product.image} sizes="112px" className="aspect-[4/3] w-28 shrink-0 rounded" />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs uppercase tracking-wide text-muted">{product.brandLabel}</span>
        <span className="font-semibold group-hover:underline">{product.name}</span>
        <span className="line-clamp-2 text-sm text-muted">{product.summary}</span>
      </span>
    </Link>
  );
}
