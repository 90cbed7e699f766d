import { type Locale, locales, type PageName } from '@shop/site';
import type { MetadataRoute } from 'next';
import type { RequestSite } from '@/server/requestSite';
import { absoluteUrl, pageAlternates } from './alternates';

/** Pages that exist in every locale, are public and are worth indexing. */
export function indexablePages(site: RequestSite): PageName[] {
  return [
    'home',
    ...(site.brand.features.products ? (['productOverview'] as const) : []),
    'blogOverview',
    'projectOverview',
    'inspirationOverview',
    'jobOfferOverview',
  ];
}

/** The locales this host serves: all on a single host, the domain's own in production. */
export function localesOfHost(site: RequestSite): Locale[] {
  if (site.mode === 'single-host') return [...locales];
  const host = site.host?.split(':')[0] ?? '';
  return locales.filter((locale) => host.endsWith(site.brand.domains[locale]));
}

export function sitemapEntries(site: RequestSite): MetadataRoute.Sitemap {
  return localesOfHost(site).flatMap((locale) =>
    indexablePages(site).map((page) => ({
      url: absoluteUrl(site, page, locale),
      alternates: { languages: pageAlternates(site, page, locale).languages },
    })),
  );
}
