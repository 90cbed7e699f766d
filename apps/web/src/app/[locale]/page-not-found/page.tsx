import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/features/notFound/NotFoundContent';
import { pageAlternates } from '@/features/seo/alternates';
import { requestSite } from '@/server/requestSite';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = resolveLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return {
    title: t('metaTitle'),
    robots: { index: false },
    alternates: pageAlternates(await requestSite(), 'notFound', locale),
  };
}

/** The named notFound page of the route table, which other pages may send shoppers to. */
export default async function NotFoundPage({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  setRequestLocale(locale);
  return <NotFoundContent site={await requestSite()} locale={locale} />;
}
