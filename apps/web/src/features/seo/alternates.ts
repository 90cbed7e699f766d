import {
  defaultLocale,
  hrefFor,
  type Locale,
  locales,
  type PageName,
  type PathOptions,
  siteOrigin,
} from '@shop/site';
import { domainPrefix } from '@/i18n/routing';
import type { RequestSite } from '@/server/requestSite';

/** Absolute URL of a page in a locale: the locale's own domain in production. */
export function absoluteUrl(site: RequestSite, page: PageName, locale: Locale, opts?: PathOptions) {
  const origin =
    site.mode === 'domains' ? siteOrigin(site.brand, locale, domainPrefix) : site.origin;
  return origin + hrefFor(page, locale, opts, site.mode);
}

/** Canonical URL and hreflang alternates for every locale, x-default on the default locale. */
export function pageAlternates(
  site: RequestSite,
  page: PageName,
  locale: Locale,
  opts?: PathOptions,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = absoluteUrl(site, page, l, opts);
  languages['x-default'] = absoluteUrl(site, page, defaultLocale, opts);
  return { canonical: absoluteUrl(site, page, locale, opts), languages };
}
