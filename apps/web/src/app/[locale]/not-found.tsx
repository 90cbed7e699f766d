import { resolveLocale } from '@shop/site';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/features/notFound/NotFoundContent';
import { requestSite } from '@/server/requestSite';

export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function LocalizedNotFound() {
  const locale = resolveLocale(await getLocale());
  return <NotFoundContent site={await requestSite()} locale={locale} />;
}
