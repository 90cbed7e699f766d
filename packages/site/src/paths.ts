import { type Locale, locales } from './locales';
import { hasSlug, type PageName, pageNames, routeTable, slugPlaceholder } from './routes';

export interface PathOptions {
  slug?: string;
  page?: number;
  query?: Record<string, string>;
}

export interface ResolvedPath {
  page: PageName;
  slug?: string;
}

function paginationValue(page: number): string | undefined {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`Page number must be a whole number from 1, got ${page}`);
  }
  // Page 1 is the list itself: one URL per page keeps search engines from seeing duplicates.
  return page > 1 ? String(page) : undefined;
}

function searchOf(opts: PathOptions): string {
  const params = new URLSearchParams(opts.query);
  if (opts.page !== undefined) {
    const value = paginationValue(opts.page);
    if (value) params.set('page', value);
    else params.delete('page');
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The localized pathname of a page on the locale's own site, without any locale prefix. */
export function pathFor(page: PageName, locale: Locale, opts: PathOptions = {}): string {
  const template = routeTable[page][locale];
  let pathname = template;
  if (hasSlug(page)) {
    if (!opts.slug) throw new TypeError(`Page ${page} needs a slug`);
    pathname = template.replace(slugPlaceholder, encodeURIComponent(opts.slug));
  } else if (opts.slug !== undefined) {
    throw new TypeError(`Page ${page} takes no slug`);
  }
  return pathname + searchOf(opts);
}

type Matcher = { page: PageName; segments: string[] };

const matchersByLocale = new Map<Locale, Matcher[]>(
  locales.map((locale) => [
    locale,
    pageNames.map((page) => ({ page, segments: segmentsOf(routeTable[page][locale]) })),
  ]),
);

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').slice(1);
}

function cleanPathname(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const rooted = bare.startsWith('/') ? bare : `/${bare}`;
  return rooted.length > 1 && rooted.endsWith('/') ? rooted.slice(0, -1) : rooted;
}

function decodeSlug(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function match(matcher: Matcher, segments: string[]): ResolvedPath | null {
  if (matcher.segments.length !== segments.length) return null;
  let slug: string | undefined;
  for (const [index, expected] of matcher.segments.entries()) {
    const actual = segments[index] ?? '';
    if (expected === slugPlaceholder) {
      slug = actual === '' ? undefined : decodeSlug(actual);
      if (slug === undefined || slug === '') return null;
    } else if (expected !== actual) {
      return null;
    }
  }
  return slug === undefined ? { page: matcher.page } : { page: matcher.page, slug };
}

/** Which page a localized pathname (without locale prefix) shows, or null for none. */
export function resolvePath(pathname: string, locale: Locale): ResolvedPath | null {
  const segments = segmentsOf(cleanPathname(pathname));
  for (const matcher of matchersByLocale.get(locale) ?? []) {
    const resolved = match(matcher, segments);
    if (resolved) return resolved;
  }
  return null;
}
