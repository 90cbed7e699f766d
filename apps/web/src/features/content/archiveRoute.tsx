import type { PageName } from '@shop/site';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { RequestSite } from '@/server/requestSite';
import { ContentArchive, detailItems } from './ContentArchive';
import type { DetailKind } from './contentPages';
import { type OverviewProps, overviewMetadata, overviewOf } from './overviewPage';

/**
 * An archive route's metadata and page: the kind's cards with its title and intro, and what
 * `below` adds under the first page.
 */
export function archiveRoute(
  kind: Exclude<DetailKind, 'advice'>,
  namespace: 'blogs' | 'project' | 'jobOffers',
  page: PageName,
  below?: (
    site: RequestSite,
    locale: Awaited<ReturnType<typeof overviewOf>>['locale'],
  ) => ReactNode,
) {
  return {
    generateMetadata: (props: OverviewProps) => overviewMetadata(kind, namespace, props),
    async Page(props: OverviewProps) {
      const { locale, site, list } = await overviewOf(kind, props);
      setRequestLocale(locale);
      const t = await getTranslations(namespace);
      return (
        <ContentArchive
          site={site}
          locale={locale}
          page={page}
          list={detailItems(list)}
          title={t('title')}
          intro={t('intro')}
        >
          {below?.(site, locale)}
        </ContentArchive>
      );
    },
  };
}
