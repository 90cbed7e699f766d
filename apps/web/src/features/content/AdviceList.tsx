import type { Locale } from '@shop/site';
import { getTranslations } from 'next-intl/server';
import type { RequestSite } from '@/server/requestSite';
import { detailItems } from './ContentArchive';
import { ContentCardGrid } from './ContentCardGrid';
import { contentList } from './contentApi';

/** The advice articles, listed under the blog archive: advice has no archive of its own. */
export async function AdviceList({ site, locale }: { site: RequestSite; locale: Locale }) {
  const [t, list] = await Promise.all([getTranslations('blogs'), contentList('advice', locale, 1)]);
  const { items } = detailItems(list);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="advice-title" className="mt-14">
      <h2 id="advice-title" className="text-2xl font-bold">
        {t('adviceTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-muted">{t('adviceIntro')}</p>
      <div className="mt-6">
        <ContentCardGrid items={items} locale={locale} mode={site.mode} headingLevel={3} />
      </div>
    </section>
  );
}
