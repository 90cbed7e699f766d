import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductArchive } from '@/features/catalogue/ProductArchive';
import { pageAlternates } from '@/features/seo/alternates';
import { pageParam } from '@/server/pageParam';
import { requestSite } from '@/server/requestSite';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[]; brand?: string | string[] }>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = resolveLocale((await params).locale);
  const page = pageParam((await searchParams).page);
  const t = await getTranslations({ locale, namespace: 'product.archive' });
  return {
    title: t('title'),
    description: t('intro'),
    alternates: pageAlternates(await requestSite(), 'productOverview', locale, { page }),
  };
}

export default async function ProductOverviewPage({ params, searchParams }: Props) {
  const locale = resolveLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <ProductArchive
      site={await requestSite()}
      locale={locale}
      page={pageParam(query.page)}
      brandFilter={typeof query.brand === 'string' ? query.brand : undefined}
    />
  );
}
