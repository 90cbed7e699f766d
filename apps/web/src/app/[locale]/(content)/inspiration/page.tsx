import { setRequestLocale } from 'next-intl/server';
import { InspirationGallery } from '@/features/content/InspirationGallery';
import { type OverviewProps, overviewMetadata, overviewOf } from '@/features/content/overviewPage';

export const generateMetadata = (props: OverviewProps) =>
  overviewMetadata('inspiration', 'inspiration', props);

export default async function InspirationOverviewPage(props: OverviewProps) {
  const { locale, site, list } = await overviewOf('inspiration', props);
  setRequestLocale(locale);
  return <InspirationGallery site={site} locale={locale} list={list} />;
}
