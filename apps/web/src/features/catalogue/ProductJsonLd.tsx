import type { ProductDetail } from '@shop/contract';
import { breadcrumbList, type Crumb } from '@/features/seo/Breadcrumbs';
import { JsonLd } from '@/features/seo/JsonLd';

/** schema.org Product with its Offer, and the breadcrumb trail, for search engines. */
export function ProductJsonLd({
  product,
  url,
  origin,
  breadcrumbs,
  showRating,
}: {
  product: ProductDetail;
  url: string;
  origin: string;
  breadcrumbs: Crumb[];
  showRating: boolean;
}) {
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      description: product.summary,
      brand: { '@type': 'Brand', name: product.brandLabel },
      image: product.images.map((image) => `${origin}/uploads/${image}`),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'EUR',
        // Made to measure: the lowest price of the product, excluding VAT.
        price: (product.priceFromCents / 100).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
      ...(showRating && product.rating
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating.average,
              reviewCount: product.rating.count,
              bestRating: 5,
            },
          }
        : {}),
    },
    breadcrumbList(breadcrumbs),
  ];
  return <JsonLd data={data} />;
}
