import { hrefFor, type Locale } from '@shop/site';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/features/analytics/TrackEvent';
import { Pagination } from '@/features/paging/Pagination';
import { vatDisplay } from '@/features/vat/vatDisplay';
import type { RequestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';
import { ProductCard } from './ProductCard';

interface Props {
  site: RequestSite;
  locale: Locale;
  page: number;
  brandFilter?: string;
  category?: { slug: string; name: string; description: string };
}

/** The product archive: all products or one category, filtered by brand line, paginated. */
export async function ProductArchive({ site, locale, page, brandFilter, category }: Props) {
  const t = await getTranslations('product.archive');
  const { brand, mode } = site;
  const pageSize = brand.pageSizes.productArchiveItems;
  const trpc = await serverTrpc();
  const list = await trpc.catalogue.products({
    category: category?.slug,
    brand: brandFilter,
    page,
    pageSize,
  });
  const vat = await vatDisplay();
  const pageCount = Math.max(1, Math.ceil(list.total / pageSize));
  // A page past the last is no page: a real 404, not an empty list.
  if (page > pageCount) notFound();
  const base = category
    ? (opts: { page?: number; query?: Record<string, string> }) =>
        hrefFor('categoryDetail', locale, { slug: category.slug, ...opts }, mode)
    : (opts: { page?: number; query?: Record<string, string> }) =>
        hrefFor('productOverview', locale, opts, mode);
  const brandQuery = brandFilter ? { brand: brandFilter } : undefined;
  const listName = category?.name ?? t('title');
  const filterClass =
    'rounded-full border border-black/15 px-3 py-1.5 text-sm aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-primary-text';

  return (
    <section className="mx-auto w-full max-w-[1320px] px-4 py-8">
      <h1 className="text-3xl font-bold">{category?.name ?? t('title')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{category?.description ?? t('intro')}</p>

      {/* biome-ignore lint/a11y/useSemanticElements: a group of filter links, not form fields */}
      <div className="mt-6 flex flex-col gap-3" aria-label={t('filters')} role="group">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">{t('filterCategory')}</span>
          <Link
            href={hrefFor('productOverview', locale, {}, mode)}
            aria-current={!category}
            className={filterClass}
          >
            {t('all')}
          </Link>
          {list.filters.categories.slice(0, brand.pageSizes.productArchiveCategories).map((c) => (
            <Link
              key={c.slug}
              href={hrefFor('categoryDetail', locale, { slug: c.slug }, mode)}
              aria-current={c.slug === category?.slug}
              className={filterClass}
            >
              {c.name} <span className="text-xs opacity-70">({c.count})</span>
            </Link>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">{t('filterBrand')}</span>
          <Link href={base({})} aria-current={!brandFilter} className={filterClass}>
            {t('all')}
          </Link>
          {list.filters.brands.map((b) => (
            <Link
              key={b.value}
              href={base({ query: { brand: b.value } })}
              aria-current={b.value === brandFilter}
              className={filterClass}
            >
              {b.value} <span className="text-xs opacity-70">({b.count})</span>
            </Link>
          ))}
        </div>
      </div>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t('count', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <div className="mt-6 rounded-[var(--brand-radius)] border border-dashed border-black/20 p-10 text-center">
          <p className="font-semibold">{t('empty')}</p>
          <Link
            href={hrefFor('productOverview', locale, {}, mode)}
            className="mt-3 inline-block underline"
          >
            {t('showAll')}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
          {list.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                locale={locale}
                mode={mode}
                vat={vat}
                listName={listName}
                index={index}
                priority={index < 4}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefOf={(p) => base({ page: p, query: brandQuery })}
      />
      <TrackEvent
        event="view_item_list"
        params={{
          item_list_name: listName,
          items: list.items.map((p, index) => ({
            item_id: p.sku,
            item_name: p.name,
            item_brand: p.brandLabel,
            index,
            price: p.priceFromCents / 100,
          })),
        }}
      />
    </section>
  );
}
