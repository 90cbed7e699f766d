import { defaultLocale, type Locale, locales } from './locales';
import { type PathOptions, pathFor } from './paths';
import type { PageName } from './routes';

/**
 * 'single-host': one host serves every locale (development on localhost).
 * 'domains': every locale has its own production domain.
 */
export const prefixModes = ['single-host', 'domains'] as const;

export type PrefixMode = (typeof prefixModes)[number];

// fr-BE shares the .be domain with nl-BE, so it is told apart by a path prefix.
const sharedDomainLocales: readonly Locale[] = ['fr-BE'];

export function localePrefix(locale: Locale, mode: PrefixMode): string {
  if (mode === 'single-host') return locale === defaultLocale ? '' : `/${locale}`;
  return sharedDomainLocales.includes(locale) ? `/${locale}` : '';
}

/** Puts a locale prefix before a pathname; the prefixed home is '/en-GB', not '/en-GB/'. */
export function withPrefix(prefix: string, pathname: string): string {
  if (!prefix) return pathname;
  if (pathname === '/' || pathname.startsWith('/?') || pathname.startsWith('/#')) {
    return prefix + pathname.slice(1);
  }
  return prefix + pathname;
}

export function hrefFor(
  page: PageName,
  locale: Locale,
  opts: PathOptions | undefined,
  mode: PrefixMode,
): string {
  return withPrefix(localePrefix(locale, mode), pathFor(page, locale, opts));
}

export interface SplitPath {
  locale: Locale;
  rest: string;
}

/**
 * Takes the locale prefix off a pathname. Without a prefix the locale is `unprefixed`: the
 * default locale on a single host, or the domain's own locale (see localeForHost) in 'domains'.
 */
export function splitLocalePrefix(
  pathname: string,
  mode: PrefixMode,
  unprefixed: Locale = defaultLocale,
): SplitPath {
  const [, first = '', ...others] = pathname.split('/');
  const candidates = mode === 'single-host' ? locales : sharedDomainLocales;
  const locale = candidates.find((candidate) => candidate === first);
  if (!locale) return { locale: unprefixed, rest: pathname || '/' };
  return { locale, rest: `/${others.join('/')}` };
}
