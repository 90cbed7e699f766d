import { setRequestLocale } from 'next-intl/server';
import {
  contentDetail,
  type DetailParams,
  redirectToOwnSlug,
} from '@/features/content/contentDetail';
import { itemMetadata } from '@/features/content/contentMetadata';
import { ProjectPage } from '@/features/content/ProjectPage';

type Props = { params: DetailParams };

export async function generateMetadata({ params }: Props) {
  const { site, page, locale, item } = await contentDetail('project', params);
  return itemMetadata(site, page, locale, item);
}

export default async function ProjectDetailPage({ params }: Props) {
  const detail = await contentDetail('project', params);
  redirectToOwnSlug(detail);
  setRequestLocale(detail.locale);
  return <ProjectPage site={detail.site} locale={detail.locale} item={detail.item} />;
}
