import 'server-only';
import type { ContentItem } from '@shop/contract';
import type { Locale, PageName } from '@shop/site';
import { getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/features/seo/alternates';
import type { Crumb } from '@/features/seo/Breadcrumbs';
import type { RequestSite } from '@/server/requestSite';
import { contentPages, type DetailKind } from './contentPages';

const overviewLabels = {
  blog: 'blogs',
  advice: 'blogs',
  project: 'projects',
  'job-offer': 'jobOffers',
} as const satisfies Record<DetailKind, string>;

/** Home, the kind's overview, the item. */
export async function detailCrumbs(
  site: RequestSite,
  locale: Locale,
  kind: DetailKind,
  item: Pick<ContentItem, 'title' | 'slug'>,
): Promise<Crumb[]> {
  const t = await getTranslations('header');
  const pages = contentPages[kind];
  return [
    { name: t('home'), url: absoluteUrl(site, 'home', locale) },
    { name: t(`nav.${overviewLabels[kind]}`), url: absoluteUrl(site, pages.overview, locale) },
    { name: item.title, url: absoluteUrl(site, pages.detail, locale, { slug: item.slug }) },
  ];
}

/** Home and the overview itself, on an archive page. */
export async function overviewCrumbs(
  site: RequestSite,
  locale: Locale,
  page: PageName,
  title: string,
): Promise<Crumb[]> {
  const t = await getTranslations('header');
  return [
    { name: t('home'), url: absoluteUrl(site, 'home', locale) },
    { name: title, url: absoluteUrl(site, page, locale) },
  ];
}
