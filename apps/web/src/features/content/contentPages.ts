import type { ContentItem, ContentKind, ContentList, ContentSummary } from '@shop/contract';
import type { Locale, PageName } from '@shop/site';
import type { RequestSite } from '@/server/requestSite';

/**
 * Where each kind lives on the site. Advice has no archive of its own in the route table: its
 * articles are listed on the blog overview, which is where their breadcrumb leads.
 */
export const contentPages = {
  blog: { overview: 'blogOverview', detail: 'blogDetail' },
  advice: { overview: 'blogOverview', detail: 'adviceDetail' },
  project: { overview: 'projectOverview', detail: 'projectDetail' },
  inspiration: { overview: 'inspirationOverview', detail: undefined },
  'job-offer': { overview: 'jobOfferOverview', detail: 'jobOfferDetail' },
} as const satisfies Record<ContentKind, { overview: PageName; detail: PageName | undefined }>;

export type DetailKind = 'blog' | 'advice' | 'project' | 'job-offer';

/** An item that has a page of its own, and a list of them. */
export type DetailSummary = ContentSummary & { kind: DetailKind };
export type DetailList = Omit<ContentList, 'items'> & { items: DetailSummary[] };

/** What a detail page draws from: the site, the locale and the item. */
export interface ItemPageProps {
  site: RequestSite;
  locale: Locale;
  item: ContentItem;
}
