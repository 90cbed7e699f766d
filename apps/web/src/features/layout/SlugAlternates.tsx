import { hrefFor, type Locale, locales, type PageName, type PrefixMode } from '@shop/site';
import { PageAlternates } from './PageAlternates';

/**
 * Tells the language switch where a page with per-locale slugs lives in every locale: its own
 * slug where it exists, else `missing` (the overview it belongs to).
 */
export function SlugAlternates({
  page,
  slugs,
  mode,
  missing,
}: {
  page: PageName;
  slugs: Partial<Record<Locale, string>>;
  mode: PrefixMode;
  missing?: PageName;
}) {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = slugs[locale];
    if (slug) paths[locale] = hrefFor(page, locale, { slug }, mode);
    else if (missing) paths[locale] = hrefFor(missing, locale, {}, mode);
  }
  return <PageAlternates paths={paths} />;
}
