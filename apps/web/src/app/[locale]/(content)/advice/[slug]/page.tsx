import { setRequestLocale } from 'next-intl/server';
import { ArticlePage } from '@/features/content/ArticlePage';
import {
  contentDetail,
  type DetailParams,
  redirectToOwnSlug,
} from '@/features/content/contentDetail';
import { itemMetadata } from '@/features/content/contentMetadata';

type Props = { params: DetailParams };

export async function generateMetadata({ params }: Props) {
  const { site, page, locale, item } = await contentDetail('advice', params);
  return itemMetadata(site, page, locale, item);
}

export default async function AdviceDetailPage({ params }: Props) {
  const detail = await contentDetail('advice', params);
  redirectToOwnSlug(detail);
  setRequestLocale(detail.locale);
  return <ArticlePage site={detail.site} locale={detail.locale} item={detail.item} kind="advice" />;
}
