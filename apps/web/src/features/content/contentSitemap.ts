import type { ContentSitemap } from '@shop/contract';
import { locales } from '@shop/site';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/features/seo/alternates';
import { localesOfHost } from '@/features/seo/sitemapEntries';
import type { RequestSite } from '@/server/requestSite';
import { contentPages } from './contentPages';

/** A content item's address in each locale where it exists: its hreflang alternates. */
function itemEntries(
  site: RequestSite,
  hostLocales: ReturnType<typeof localesOfHost>,
  item: ContentSitemap['items'][number],
): MetadataRoute.Sitemap {
  const page = contentPages[item.kind].detail;
  if (!page) return [];
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const slug = item.slugs[locale];
    if (slug) languages[locale] = absoluteUrl(site, page, locale, { slug });
  }
  return hostLocales.flatMap((locale) => {
    const slug = item.slugs[locale];
    return slug
      ? [
          {
            url: absoluteUrl(site, page, locale, { slug }),
            lastModified: item.publishedAt,
            alternates: { languages },
          },
        ]
      : [];
  });
}

/** Every published item with a page, at its address in each locale this host serves. */
export function contentSitemapEntries(
  site: RequestSite,
  content: ContentSitemap,
): MetadataRoute.Sitemap {
  const hostLocales = localesOfHost(site);
  return content.items.flatMap((item) => itemEntries(site, hostLocales, item));
}
