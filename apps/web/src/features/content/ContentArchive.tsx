import type { ContentList } from '@shop/contract';
import { hrefFor, type Locale, type PageName } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/features/paging/Pagination';
import { Breadcrumbs } from '@/features/seo/Breadcrumbs';
import type { RequestSite } from '@/server/requestSite';
import { ContentCardGrid } from './ContentCardGrid';
import { overviewCrumbs } from './contentCrumbs';
import type { DetailKind, DetailList } from './contentPages';

/** An archive page: its title and intro, a grid of cards, the pages; `children` below page 1. */
export async function ContentArchive({
  site,
  locale,
  page,
  list,
  title,
  intro,
  children,
}: {
  site: RequestSite;
  locale: Locale;
  page: PageName;
  list: DetailList;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  const t = await getTranslations('components.content');
  return (
    <section className="mx-auto w-full max-w-[1320px] px-4 py-8">
      <Breadcrumbs crumbs={await overviewCrumbs(site, locale, page, title)} />
      <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{intro}</p>
      {list.items.length === 0 ? (
        <div className="mt-8 rounded-[var(--brand-radius)] border border-dashed border-black/20 p-10 text-center">
          <p className="font-semibold">{t('empty')}</p>
          <Link
            href={hrefFor('home', locale, {}, site.mode)}
            className="mt-3 inline-block underline"
          >
            {t('backHome')}
          </Link>
        </div>
      ) : (
        <div className="mt-8">
          <ContentCardGrid items={list.items} locale={locale} mode={site.mode} eager={3} />
        </div>
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        hrefOf={(p) => hrefFor(page, locale, { page: p }, site.mode)}
      />
      {list.page === 1 ? children : null}
    </section>
  );
}

/** Items of the detail kinds: the archive shows no inspiration photos. */
export function detailItems(list: ContentList): DetailList {
  return {
    ...list,
    items: list.items.flatMap((item) =>
      item.kind === 'inspiration' ? [] : [{ ...item, kind: item.kind as DetailKind }],
    ),
  };
}
