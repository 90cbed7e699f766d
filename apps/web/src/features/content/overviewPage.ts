import 'server-only';
import type { ContentKind } from '@shop/contract';
import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAlternates } from '@/features/seo/alternates';
import { pageParam } from '@/server/pageParam';
import { requestSite } from '@/server/requestSite';
import { contentList } from './contentApi';
import { contentPages } from './contentPages';

export interface OverviewProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

/** An archive's locale, site, page number and list; a bad or past-the-end page is a 404. */
export async function overviewOf(kind: ContentKind, { params, searchParams }: OverviewProps) {
  const locale = resolveLocale((await params).locale);
  const page = pageParam((await searchParams).page);
  const [site, list] = await Promise.all([requestSite(), contentList(kind, locale, page)]);
  return { locale, page, site, list };
}

/** Title, description and the page's own canonical address (page 2 is its own page). */
export async function overviewMetadata(
  kind: ContentKind,
  namespace: 'blogs' | 'project' | 'inspiration' | 'jobOffers',
  props: OverviewProps,
): Promise<Metadata> {
  const { locale, page, site } = await overviewOf(kind, props);
  const t = await getTranslations({ locale, namespace });
  const title = t('metaTitle');
  return {
    title: page > 1 ? `${title} – ${page}` : title,
    description: t('metaDescription', { brand: site.brand.name }),
    alternates: pageAlternates(site, contentPages[kind].overview, locale, { page }),
  };
}
