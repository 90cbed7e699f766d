import {
  type Brand,
  defaultDomainPrefix,
  defaultLocale,
  type Locale,
  languageCookie,
  locales,
  nextIntlPathnames,
  type PrefixMode,
} from '@shop/site';
import { defineRouting } from 'next-intl/routing';

/** The public host prefix of production domains ('www' by default; '' for none). */
export const domainPrefix = process.env.NEXT_PUBLIC_DOMAIN_PREFIX ?? defaultDomainPrefix;

const shared = {
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  pathnames: nextIntlPathnames(),
  localeCookie: {
    name: languageCookie.name,
    maxAge: languageCookie.maxAge,
    path: languageCookie.path,
  },
} as const;

/** One host for every locale (localhost): the default locale unprefixed, others under /xx-XX. */
export const singleHostRouting = defineRouting(shared);

/**
 * Production: every locale on the brand's own domain; nl-BE and fr-BE share .be, where fr-BE
 * lives under /fr-BE. Locale detection only ever chooses between the locales of one domain.
 */
export function domainRouting(brand: Brand) {
  const byDomain = new Map<string, Locale[]>();
  for (const locale of locales) {
    const host = domainPrefix ? `${domainPrefix}.${brand.domains[locale]}` : brand.domains[locale];
    byDomain.set(host, [...(byDomain.get(host) ?? []), locale]);
  }
  const domains = [...byDomain].map(([domain, domainLocales]) => ({
    domain,
    defaultLocale: domainLocales[0] as Locale,
    locales: domainLocales,
  }));
  return defineRouting({ ...shared, domains });
}

export function routingFor(brand: Brand, mode: PrefixMode) {
  return mode === 'domains' ? domainRouting(brand) : singleHostRouting;
}
