import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentCustomer } from '@/features/account/currentCustomer';
import { loadStatus } from '@/features/checkout/result/loadResult';
import { ResultPage } from '@/features/checkout/result/ResultPage';
import { ShopIslands } from '@/features/layout/ShopIslands';
import { requestSite } from '@/server/requestSite';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = resolveLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('resultTitle'), robots: { index: false, follow: false } };
}

export default async function CheckoutResultRoute({ params, searchParams }: Props) {
  const locale = resolveLocale((await params).locale);
  setRequestLocale(locale);
  const site = await requestSite();
  const status = await loadStatus((await searchParams).order);
  const customer = site.brand.features.account ? await currentCustomer() : null;
  return (
    <ShopIslands locale={locale}>
      <ResultPage status={status} isCustomer={Boolean(customer)} locale={locale} mode={site.mode} />
    </ShopIslands>
  );
}
