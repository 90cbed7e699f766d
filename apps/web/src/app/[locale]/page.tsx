import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/features/home/HomePage';
import { pageAlternates } from '@/features/seo/alternates';
import { requestSite } from '@/server/requestSite';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = resolveLocale((await params).locale);
  const site = await requestSite();
  const t = await getTranslations({ locale, namespace: 'homepage' });
  const tagline = (await getTranslations({ locale, namespace: 'global' }))(
    `brandTagline.${site.brand.id}`,
  );
  return {
    title: { absolute: t('metaTitle', { brand: site.brand.name, tagline }) },
    description: t('metaDescription', { brand: site.brand.name }),
    alternates: pageAlternates(site, 'home', locale),
  };
}

export default async function Home({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  setRequestLocale(locale);
  return <HomePage site={await requestSite()} locale={locale} />;
}
