import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPage } from '@/features/cart/CartPage';
import { ShopIslands } from '@/features/layout/ShopIslands';
import { vatDisplay } from '@/features/vat/vatDisplay';
import { requestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = resolveLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('title'), robots: { index: false } };
}

export default async function CartRoute({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  setRequestLocale(locale);
  const site = await requestSite();
  const cart = await (await serverTrpc()).cart.get();
  return (
    <ShopIslands locale={locale}>
      <CartPage cart={cart} locale={locale} mode={site.mode} vat={await vatDisplay()} />
    </ShopIslands>
  );
}
