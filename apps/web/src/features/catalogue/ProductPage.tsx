import type { ProductDetail } from '@shop/contract';
import type { Country, Locale } from '@shop/site';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { TrackEvent } from '@/features/analytics/TrackEvent';
import { absoluteUrl } from '@/features/seo/alternates';
import { Breadcrumbs } from '@/features/seo/Breadcrumbs';
import { shownPrice, vatRateOf } from '@/features/vat/shownPrice';
import { vatDisplay } from '@/features/vat/vatDisplay';
import type { RequestSite } from '@/server/requestSite';
import { Configurator } from './Configurator';
import { Gallery } from './Gallery';
import { ProductJsonLd } from './ProductJsonLd';
import { QuantityPurchase } from './QuantityPurchase';
import { ShopRating, ShopRatingPlaceholder } from './ShopRating';

interface Props {
  site: RequestSite;
  locale: Locale;
  product: ProductDetail;
  country: Country;
}

export async function ProductPage({ site, locale, product, country }: Props) {
  const [t, nav, vat] = await Promise.all([
    getTranslations('product'),
    getTranslations('header'),
    vatDisplay(),
  ]);
  const { brand } = site;
  const showReviews = brand.features.reviews;
  const category = product.categories[0];
  const breadcrumbs = [
    { name: nav('home'), url: absoluteUrl(site, 'home', locale) },
    { name: nav('nav.products'), url: absoluteUrl(site, 'productOverview', locale) },
    ...(category
      ? [
          {
            name: category.name,
            url: absoluteUrl(site, 'categoryDetail', locale, { slug: category.slug }),
          },
        ]
      : []),
    { name: product.name, url: absoluteUrl(site, 'productDetail', locale, { slug: product.slug }) },
  ];

  return (
    <article className="mx-auto w-full max-w-[1320px] px-4 py-8">
      <Breadcrumbs crumbs={breadcrumbs} withJsonLd={false} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <Gallery images={product.images} alt={product.name} />
        <div className="flex flex-col gap-4">
          <p className="text-sm uppercase tracking-wide text-muted">{product.brandLabel}</p>
          <h1 className="text-3xl font-bold">{product.name}</h1>
          {showReviews && product.rating ? (
            <p className="text-sm" data-testid="product-rating">
              <span aria-hidden="true" className="text-primary">
                ★
              </span>{' '}
              {t('rating', { average: product.rating.average, count: product.rating.count })}
            </p>
          ) : null}
          <p className="text-lg">{product.summary}</p>
          <p className="text-xl font-semibold">
            {t('priceFrom', {
              price: shownPrice(product.priceFromCents, vatRateOf(country), vat, locale),
            })}{' '}
            <span className="text-sm font-normal text-muted">
              {t(vat === 'incl' ? 'inclVat' : 'exclVat')}
            </span>
          </p>
          {product.configuration ? (
            <Configurator
              productId={product.id}
              productName={product.name}
              sku={product.sku}
              rules={product.configuration}
              locale={locale}
              country={country}
              vat={vat}
            />
          ) : (
            <QuantityPurchase
              productId={product.id}
              item={{
                item_id: product.sku,
                item_name: product.name,
                price: product.priceFromCents / 100,
              }}
            />
          )}
          {showReviews ? (
            <Suspense fallback={<ShopRatingPlaceholder />}>
              <ShopRating brandName={brand.name} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <div className="mt-12 grid grid-cols-1 gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <section>
          <h2 className="text-xl font-bold">{t('description')}</h2>
          <p className="mt-3 whitespace-pre-line">{product.description}</p>
        </section>
        <section>
          <h2 className="text-xl font-bold">{t('specifications')}</h2>
          <dl className="mt-3 divide-y divide-black/10 border-y border-black/10">
            {product.specs.map((spec) => (
              <div key={spec.name} className="grid grid-cols-2 gap-4 py-2">
                <dt className="text-muted">{spec.name}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <ProductJsonLd
        product={product}
        url={absoluteUrl(site, 'productDetail', locale, { slug: product.slug })}
        origin={site.origin}
        breadcrumbs={breadcrumbs}
        showRating={showReviews}
      />
      <TrackEvent
        event="view_item"
        params={{
          currency: 'EUR',
          value: product.priceFromCents / 100,
          items: [
            {
              item_id: product.sku,
              item_name: product.name,
              item_brand: product.brandLabel,
              price: product.priceFromCents / 100,
            },
          ],
        }}
      />
    </article>
  );
}
