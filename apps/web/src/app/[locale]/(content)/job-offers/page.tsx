import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArchive, detailItems } from '@/features/content/ContentArchive';
import { type OverviewProps, overviewMetadata, overviewOf } from '@/features/content/overviewPage';

export const generateMetadata = (props: OverviewProps) =>
  overviewMetadata('job-offer', 'jobOffers', props);

export default async function JobOfferOverviewPage(props: OverviewProps) {
  const { locale, site, list } = await overviewOf('job-offer', props);
  setRequestLocale(locale);
  const t = await getTranslations('jobOffers');
  return (
    <ContentArchive
      site={site}
      locale={locale}
      page="jobOfferOverview"
      list={detailItems(list)}
      title={t('title')}
      intro={t('intro')}
    />
  );
}
