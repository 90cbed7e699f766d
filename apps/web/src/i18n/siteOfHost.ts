import { type Brand, brandFromHost, localeForHost, type PrefixMode } from '@shop/site';

/** The brand of a host: from the host name, or the one `SITE` pins for every host. */
export function brandOfHost(host: string | null): Brand {
  return brandFromHost(host, process.env.SITE);
}

/** A production domain serves one locale (two on .be); any other host serves all of them. */
export function prefixModeOfHost(brand: Brand, host: string | null): PrefixMode {
  return localeForHost(brand, host) ? 'domains' : 'single-host';
}
