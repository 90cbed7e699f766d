import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArchive, detailItems } from '@/features/content/ContentArchive';
import { type OverviewProps, overviewMetadata, overviewOf } from '@/features/content/overviewPage';

export const generateMetadata = (props: OverviewProps) =>
  overviewMetadata('project', 'project', props);

export default async function ProjectOverviewPage(props: OverviewProps) {
  const { locale, site, list } = await overviewOf('project', props);
  setRequestLocale(locale);
  const t = await getTranslations('project');
  return (
    <ContentArchive
      site={site}
      locale={locale}
      page="projectOverview"
      list={detailItems(list)}
      title={t('title')}
      intro={t('intro')}
    />
  );
}
