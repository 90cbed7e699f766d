import { countryOfLocale, hrefFor, resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductPage } from '@/features/catalogue/ProductPage';
import { productBySlug } from '@/features/catalogue/productLookup';
import { preloadShopRating } from '@/features/catalogue/ShopRating';
import { ShopIslands } from '@/features/layout/ShopIslands';
import { SlugAlternates } from '@/features/layout/SlugAlternates';
import { absoluteUrl } from '@/features/seo/alternates';
import { requestSite } from '@/server/requestSite';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = resolveLocale(raw);
  const [site, product] = await Promise.all([requestSite(), productBySlug(slug)]);
  // Every locale has its own slug: the alternates point at the same product in each.
  const languages: Record<string, string> = {};
  for (const [other, otherSlug] of Object.entries(product.slugs)) {
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
  // The shop's rating does not depend on the product: it loads while the product is looked up.
  if (site.brand.features.reviews) preloadShopRating();
  const product = await productBySlug(slug);
  // Another language's slug found the product: move to this locale's own address.
  // (The lookup answered 404 for an address that does not decode, so this one does.)
  if (product.slug !== decodeURIComponent(slug)) {
    permanentRedirect(hrefFor('productDetail', locale, { slug: product.slug }, site.mode));
  }
  return (
    <ShopIslands locale={locale}>
      <SlugAlternates page="productDetail" slugs={product.slugs} mode={site.mode} />
      <ProductPage
        site={site}
        locale={locale}
        product={product}
        country={countryOfLocale(locale)}
      />
    </ShopIslands>
  );
}
