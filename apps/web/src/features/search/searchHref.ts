import type { SearchHit, SearchScopeValue } from '@shop/contract';
import { hrefFor, type Locale, type PageName, type PrefixMode } from '@shop/site';

const pageOfKind: Record<SearchHit['kind'], PageName> = {
  product: 'productDetail',
  project: 'projectDetail',
  blog: 'blogDetail',
  advice: 'adviceDetail',
};

/** Where a hit lives on the site. */
export function hitHref(hit: Pick<SearchHit, 'kind' | 'slug'>, locale: Locale, mode: PrefixMode) {
  return hrefFor(pageOfKind[hit.kind], locale, { slug: hit.slug }, mode);
}

/** The search page for a query, scope and page: what a shared link or the back button holds. */
export function searchHref(
  locale: Locale,
  mode: PrefixMode,
  { q, scope = '', page = 1 }: { q: string; scope?: SearchScopeValue; page?: number },
) {
  const query: Record<string, string> = { q };
  if (scope) query.scope = scope;
  return hrefFor('searchOverview', locale, { query, page }, mode);
}
