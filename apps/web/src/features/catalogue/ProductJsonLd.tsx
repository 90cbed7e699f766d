import type { ProductDetail } from '@shop/contract';

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
  breadcrumbs: { name: string; url: string }[];
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
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    },
  ];
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped, no markup
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
