import { type SearchScopeValue, searchScopeSchema } from '@shop/contract';
import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchPage } from '@/features/search/SearchPage';
import { scopesOf } from '@/features/search/searchScopes';
import { pageParam } from '@/server/pageParam';
import { requestSite } from '@/server/requestSite';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{
    q?: string | string[];
    scope?: string | string[];
    page?: string | string[];
  }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: resolveLocale((await params).locale),
    namespace: 'search',
  });
  // Results pages are not pages of their own for search engines.
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

export default async function SearchOverviewPage({ params, searchParams }: Props) {
  const locale = resolveLocale((await params).locale);
  setRequestLocale(locale);
  const site = await requestSite();
  const scopes = scopesOf(site.brand);
  const query = await searchParams;
  const scope = searchScopeSchema.safeParse(query.scope ?? '');
  // No search on this brand, or a scope it does not offer: no such page.
  if (!scopes.includes('') || !scope.success || !scopes.includes(scope.data)) notFound();
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
  return (
    <SearchPage
      site={site}
      locale={locale}
      q={q}
      scope={scope.data as SearchScopeValue}
      page={pageParam(query.page)}
    />
  );
}
