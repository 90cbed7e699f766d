import type { Brand } from './brand';
import { defaultDomainPrefix } from './constants';
import { localePrefix, withPrefix } from './localePrefix';
import type { Locale } from './locales';

const dnsLabels = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

export function siteOrigin(brand: Brand, locale: Locale, prefix = defaultDomainPrefix): string {
  if (prefix !== '' && !dnsLabels.test(prefix)) {
    throw new RangeError(`Invalid domain prefix: ${prefix}`);
  }
  const domain = brand.domains[locale];
  return `https://${prefix ? `${prefix}.${domain}` : domain}`;
}

/** Absolute URL of a localized path; the Belgian French site lives under /fr-BE. */
export function siteUrl(
  brand: Brand,
  locale: Locale,
  path: string,
  prefix = defaultDomainPrefix,
): string {
  const pathname = path.startsWith('/') ? path : `/${path}`;
  return siteOrigin(brand, locale, prefix) + withPrefix(localePrefix(locale, 'domains'), pathname);
}
