import { endpoints, isApiError, type SearchResult, type SearchScopeValue } from '@shop/contract';
import { hrefFor, type Locale } from '@shop/site';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Picture } from '@/features/media/Picture';
import { Pagination } from '@/features/paging/Pagination';
import { publicApi } from '@/server/publicApi';
import type { RequestSite } from '@/server/requestSite';
import { Marked } from './Marked';
import { hitHref, searchHref } from './searchHref';
import { scopesOf } from './searchScopes';

interface Props {
  site: RequestSite;
  locale: Locale;
  q: string;
  scope: SearchScopeValue;
  page: number;
}

/** The results, or why there are none: no words yet, nothing found, or the search failed. */
async function results(locale: Locale, q: string, scope: SearchScopeValue, page: number) {
  if (!q) return { state: 'empty' as const };
  try {
    const api = await publicApi(locale);
    const result = await api.call(endpoints.search.search, { query: { q, scope, page, locale } });
    return { state: 'found' as const, result };
  } catch (error) {
    // A page past the last is no page; anything else is the search failing, said as such.
    if (isApiError(error) && error.status === 404 && page > 1) notFound();
    return { state: 'failed' as const };
  }
}

export async function SearchPage({ site, locale, q, scope, page }: Props) {
  const t = await getTranslations('search');
  const { mode } = site;
  const scopes = scopesOf(site.brand);
  const answer = await results(locale, q, scope, page);
  const found: SearchResult | undefined = answer.state === 'found' ? answer.result : undefined;

  return (
    <section className="mx-auto w-full max-w-[1100px] px-4 py-8">
      <h1 className="text-3xl font-bold">{q ? t('resultsFor', { query: q }) : t('title')}</h1>
      <form
        action={hrefFor('searchOverview', locale, {}, mode)}
        method="get"
        className="mt-5 flex gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          {t('placeholder')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={t('placeholder')}
          className="min-w-0 flex-1 rounded-full border border-black/20 bg-white px-4 py-2.5"
        />
        {scope ? <input type="hidden" name="scope" value={scope} /> : null}
        <button
          type="submit"
          className="rounded-full bg-primary px-5 py-2.5 font-semibold text-primary-text"
        >
          {t('submit')}
        </button>
      </form>

      {scopes.length > 1 ? (
        <nav aria-label={t('scopeLabel')} className="mt-4 flex flex-wrap gap-2">
          {scopes.map((value) => (
            <Link
              key={value || 'All'}
              href={searchHref(locale, mode, { q, scope: value })}
              aria-current={value === scope ? 'page' : undefined}
              className="rounded-full border border-black/15 px-3 py-1.5 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-text"
            >
              {t(`scopes.${value || 'All'}`)}
            </Link>
          ))}
        </nav>
      ) : null}

      <div className="mt-6" aria-live="polite">
        {answer.state === 'empty' ? <p className="text-muted">{t('emptyQuery')}</p> : null}
        {answer.state === 'failed' ? (
          <div role="alert" className="rounded-[var(--brand-radius)] border border-black/15 p-6">
            <p className="font-semibold">{t('failed')}</p>
            <Link
              href={searchHref(locale, mode, { q, scope, page })}
              className="mt-2 inline-block underline"
            >
              {t('retry')}
            </Link>
          </div>
        ) : null}
        {found && found.total === 0 ? (
          <div className="rounded-[var(--brand-radius)] border border-dashed border-black/20 p-8 text-center">
            <p className="font-semibold">{t('noResults', { query: q })}</p>
            <p className="mt-1 text-muted">{t('noResultsHint')}</p>
          </div>
        ) : null}
        {found && found.total > 0 ? (
          <>
            <p className="text-sm text-muted">{t('count', { count: found.total })}</p>
            <ol className="mt-4 flex flex-col gap-4" data-testid="search-results">
              {found.items.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <article className="group relative flex gap-4 rounded-[var(--brand-radius)] border border-black/10 bg-white p-3">
                    {hit.image ? (
                      <Picture
                        file={hit.image}
                        sizes="128px"
                        className="aspect-[4/3] w-24 shrink-0 rounded sm:w-32"
                      />
                    ) : null}
                    <div className="min-w-0">
                      <p className="text-xs uppercase tracking-wide text-muted">
                        {t(`kinds.${hit.kind}`)}
                      </p>
                      <h2 className="font-semibold">
                        <Link
                          href={hitHref(hit, locale, mode)}
                          className="after:absolute after:inset-0 group-hover:underline"
                        >
                          <Marked runs={hit.title} />
                        </Link>
                      </h2>
                      <p className="mt-1 line-clamp-3 text-sm text-muted">
                        <Marked runs={hit.snippet} />
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ol>
            <Pagination
              page={found.page}
              pageCount={found.pageCount}
              hrefOf={(p) => searchHref(locale, mode, { q, scope, page: p })}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
