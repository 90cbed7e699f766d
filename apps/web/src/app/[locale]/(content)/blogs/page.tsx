import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdviceList } from '@/features/content/AdviceList';
import { ContentArchive, detailItems } from '@/features/content/ContentArchive';
import { type OverviewProps, overviewMetadata, overviewOf } from '@/features/content/overviewPage';

export const generateMetadata = (props: OverviewProps) => overviewMetadata('blog', 'blogs', props);

export default async function BlogOverviewPage(props: OverviewProps) {
  const { locale, site, list } = await overviewOf('blog', props);
  setRequestLocale(locale);
  const t = await getTranslations('blogs');
  return (
    <ContentArchive
      site={site}
      locale={locale}
      page="blogOverview"
      list={detailItems(list)}
      title={t('title')}
      intro={t('intro')}
    >
      <AdviceList site={site} locale={locale} />
    </ContentArchive>
  );
}
