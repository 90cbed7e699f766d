import type { Brand } from './brand';
import { brands, getBrand, isBrandId } from './brands';
import type { PrefixMode } from './localePrefix';
import { type Locale, locales } from './locales';

/** The brand served on a host nobody claims, such as bare localhost. */
export const defaultBrandId = 'easy-felt';

/** Lower-cased host name without port or trailing dot ('[::1]:3000' -> '::1'). */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\]/.exec(trimmed);
  const name = bracketed ? (bracketed[1] ?? '') : (trimmed.split(':', 1)[0] ?? '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

function isOnDomain(name: string, domain: string): boolean {
  return name === domain || name.endsWith(`.${domain}`);
}

function brandOfDevelopmentHost(name: string): Brand | undefined {
  const match = /(?:^|\.)([a-z0-9-]+)\.localhost$/.exec(name);
  const id = match?.[1];
  return isBrandId(id) ? getBrand(id) : undefined;
}

function brandOfDomain(name: string): Brand | undefined {
  return Object.values(brands).find((brand) =>
    Object.values(brand.domains).some((domain) => isOnDomain(name, domain)),
  );
}

/**
 * The brand a request is for. `pinned` is the SITE setting: when set, one brand serves every
 * host (the spec's fixed-per-build mode); an empty value counts as unset, as in a shell.
 */
export function brandFromHost(host: string | null | undefined, pinned?: string): Brand {
  if (pinned) return getBrand(pinned);
  const name = host ? hostName(host) : '';
  return brandOfDevelopmentHost(name) ?? brandOfDomain(name) ?? getBrand(defaultBrandId);
}

/** The locale a production domain opens in; nl-BE for the shared .be domain. */
export function localeForHost(brand: Brand, host: string | null | undefined): Locale | undefined {
  if (!host) return undefined;
  const name = hostName(host);
  return locales.find((locale) => isOnDomain(name, brand.domains[locale]));
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The origin a shopper used, if it is one of this brand's storefronts: a production domain of the
 * brand (paths per domain), `{brand}.localhost`, or bare localhost for the default brand (paths
 * with locale prefixes). Anything else is undefined, so a caller-supplied origin can never send
 * a shopper to someone else's site.
 */
export function storefrontOrigin(
  brand: Brand,
  origin: string,
): { origin: string; mode: PrefixMode } | undefined {
  if (!URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    return undefined;
  }
  const name = hostName(url.host);
  if (Object.values(brand.domains).some((domain) => isOnDomain(name, domain))) {
    return url.protocol === 'https:' ? { origin: url.origin, mode: 'domains' } : undefined;
  }
  const development =
    brandOfDevelopmentHost(name)?.id === brand.id ||
    (loopbackNames.has(name) && brand.id === defaultBrandId);
  return development ? { origin: url.origin, mode: 'single-host' } : undefined;
}
