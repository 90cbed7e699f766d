import {
  type Brand,
  brandFromHost,
  defaultLocale,
  hostName,
  localeForHost,
  type PrefixMode,
  siteOrigin,
} from '@shop/site';

/** The brand of a host: from the host name, or the one `SITE` pins for every host. */
export function brandOfHost(host: string | null): Brand {
  return brandFromHost(host, process.env.SITE);
}

/** A production domain serves one locale (two on .be); any other host serves all of them. */
export function prefixModeOfHost(brand: Brand, host: string | null): PrefixMode {
  return localeForHost(brand, host) ? 'domains' : 'single-host';
}

const developmentHost = /^(?:[a-z0-9-]+\.)?localhost$|^127(?:\.\d{1,3}){3}$|^::1$/;

/**
 * The origin public URLs (canonical, hreflang, og:image, sitemap) are built on. A production
 * host maps to the brand's configured domain, whatever spelling the request used; a loopback
 * development host is itself; any other Host header, which anyone can send, is ignored in
 * favour of the brand's default domain.
 */
export function publicOriginOf(
  brand: Brand,
  host: string | null,
  protocol: string,
  domainPrefix: string,
): string {
  const locale = localeForHost(brand, host);
  if (locale) return siteOrigin(brand, locale, domainPrefix);
  if (host && developmentHost.test(hostName(host)) && /^[\w.:[\]-]+$/.test(host)) {
    return `${protocol === 'https' ? 'https' : 'http'}://${host}`;
  }
  return siteOrigin(brand, defaultLocale, domainPrefix);
}
