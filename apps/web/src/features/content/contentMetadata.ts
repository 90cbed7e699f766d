import type { ContentItem } from '@shop/contract';
import { defaultLocale, type Locale, locales, type PageName } from '@shop/site';
import type { Metadata } from 'next';
import { absoluteUrl } from '@/features/seo/alternates';
import type { RequestSite } from '@/server/requestSite';

/**
 * A content item's canonical address and its hreflang alternates: only the locales where the
 * item exists, each at its own slug; x-default where the default locale has it.
 */
export function itemAlternates(
  site: RequestSite,
  page: PageName,
  locale: Locale,
  item: Pick<ContentItem, 'slug' | 'slugs'>,
): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const other of locales) {
    const slug = item.slugs[other];
    if (slug) languages[other] = absoluteUrl(site, page, other, { slug });
  }
  const defaultSlug = item.slugs[defaultLocale];
  if (defaultSlug)
    languages['x-default'] = absoluteUrl(site, page, defaultLocale, { slug: defaultSlug });
  return { canonical: absoluteUrl(site, page, locale, { slug: item.slug }), languages };
}

export function itemMetadata(
  site: RequestSite,
  page: PageName,
  locale: Locale,
  item: ContentItem,
): Metadata {
  const image = item.heroImage ? [`${site.origin}/uploads/${item.heroImage}`] : [];
  return {
    title: item.seoTitle,
    description: item.seoDescription,
    alternates: itemAlternates(site, page, locale, item),
    openGraph: {
      type: 'article',
      title: item.seoTitle,
      description: item.seoDescription,
      images: image,
      publishedTime: item.publishedAt,
    },
  };
}
