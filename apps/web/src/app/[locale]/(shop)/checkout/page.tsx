import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentCustomer } from '@/features/account/currentCustomer';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';
import { ShopIslands } from '@/features/layout/ShopIslands';
import { vatDisplay } from '@/features/vat/vatDisplay';
import { requestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = resolveLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function CheckoutRoute({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  setRequestLocale(locale);
  const site = await requestSite();
  const [checkout, customer] = await Promise.all([
    (await serverTrpc()).order.checkout(),
    site.brand.features.account ? currentCustomer() : null,
  ]);
  return (
    <ShopIslands locale={locale}>
      <CheckoutPage
        checkout={checkout}
        customer={customer}
        brand={site.brand}
        locale={locale}
        mode={site.mode}
        vat={await vatDisplay()}
      />
    </ShopIslands>
  );
}
