import { countryOfLocale, hrefFor, resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ProductPage } from '@/features/catalogue/ProductPage';
import { PageAlternates } from '@/features/layout/PageAlternates';
import { ShopIslands } from '@/features/layout/ShopIslands';
import { absoluteUrl } from '@/features/seo/alternates';
import { notFoundOnBadLookup } from '@/server/notFoundOnBadLookup';
import { requestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** The product of the slug, or a 404 page; asked once per render. */
const productBySlug = cache(async (slug: string) => {
  const trpc = await serverTrpc();
  try {
    const product = await trpc.catalogue.product({ slug });
    const slugs = await trpc.catalogue.slugs({ productId: product.id });
    return { product, slugs };
  } catch (error) {
    notFoundOnBadLookup(error);
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = resolveLocale(raw);
  const site = await requestSite();
  const { product, slugs } = await productBySlug(decodeURIComponent(slug));
  // Every locale has its own slug: the alternates point at the same product in each.
  const languages: Record<string, string> = {};
  for (const [other, otherSlug] of Object.entries(slugs)) {
    languages[other] = absoluteUrl(site, 'productDetail', other as typeof locale, {
      slug: otherSlug,
    });
  }
  return {
    title: product.name,
    description: product.summary,
    alternates: {
      canonical: absoluteUrl(site, 'productDetail', locale, { slug: product.slug }),
      languages,
    },
    openGraph: {
      images: product.images.slice(0, 1).map((image) => `${site.origin}/uploads/${image}`),
    },
  };
}

export default async function ProductDetailPage({ params }: Props) {
  const { locale: raw, slug } = await params;
  const locale = resolveLocale(raw);
  setRequestLocale(locale);
  const site = await requestSite();
  const { product, slugs } = await productBySlug(decodeURIComponent(slug));
  // Another language's slug found the product: move to this locale's own address.
  if (product.slug !== decodeURIComponent(slug)) {
    permanentRedirect(hrefFor('productDetail', locale, { slug: product.slug }, site.mode));
  }
  const paths = Object.fromEntries(
    Object.entries(slugs).map(([other, otherSlug]) => [
      other,
      hrefFor('productDetail', other as typeof locale, { slug: otherSlug }, site.mode),
    ]),
  );
  return (
    <ShopIslands locale={locale}>
      <PageAlternates paths={paths} />
      <ProductPage
        site={site}
        locale={locale}
        product={product}
        country={countryOfLocale(locale)}
      />
    </ShopIslands>
  );
}
