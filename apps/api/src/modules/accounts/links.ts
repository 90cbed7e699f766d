import { type Brand, hrefFor, type Locale, type PageName, siteOrigin } from '@shop/site';

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
