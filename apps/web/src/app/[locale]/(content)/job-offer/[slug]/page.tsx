import { setRequestLocale } from 'next-intl/server';
import {
  contentDetail,
  type DetailParams,
  redirectToOwnSlug,
} from '@/features/content/contentDetail';
import { itemMetadata } from '@/features/content/contentMetadata';
import { JobOfferPage } from '@/features/content/JobOfferPage';

type Props = { params: DetailParams };

export async function generateMetadata({ params }: Props) {
  const { site, page, locale, item } = await contentDetail('job-offer', params);
  return itemMetadata(site, page, locale, item);
}

export default async function JobOfferDetailPage({ params }: Props) {
  const detail = await contentDetail('job-offer', params);
  redirectToOwnSlug(detail);
  setRequestLocale(detail.locale);
  return <JobOfferPage site={detail.site} locale={detail.locale} item={detail.item} />;
}
