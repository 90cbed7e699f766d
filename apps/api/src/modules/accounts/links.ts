import {
  type Brand,
  hrefFor,
  type Locale,
  type PageName,
  siteOrigin,
  storefrontOrigin,
} from '@shop/site';

/**
 * Absolute links into the storefront for mails. `WEB_ORIGIN_PATTERN` (e.g.
 * `http://{brand}.localhost:3000`) serves every locale from one host, as in development;
 * without it links go to the brand's production domain of the locale.
 */
export function storefrontUrl(
  brand: Brand,
  locale: Locale,
  page: PageName | AccountPage,
  query: Record<string, string> = {},
  env: NodeJS.ProcessEnv = process.env,
): string {
  const pattern = env.WEB_ORIGIN_PATTERN;
  const mode = pattern ? 'single-host' : 'domains';
  const origin = pattern
    ? pattern.replace('{brand}', brand.id)
    : siteOrigin(brand, locale, env.DOMAIN_PREFIX ?? 'www');
  const url = new URL(hrefFor(page, locale, { query }, mode), origin);
  return url.toString();
}

type AccountPage = Extract<PageName, 'verifyEmail' | 'resetPassword'>;

/**
 * A storefront link on the origin the shopper used, when that origin is one of the brand's;
 * otherwise the configured one. Keeps the shopper on the host that holds their cookies.
 */
export function storefrontUrlOn(
  shopperOrigin: string | undefined,
  brand: Brand,
  locale: Locale,
  page: PageName,
  query: Record<string, string> = {},
): string {
  const known = shopperOrigin ? storefrontOrigin(brand, shopperOrigin) : undefined;
  if (!known) return storefrontUrl(brand, locale, page, query);
  return new URL(hrefFor(page, locale, { query }, known.mode), known.origin).toString();
}
