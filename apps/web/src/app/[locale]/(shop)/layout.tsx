import { resolveLocale } from '@shop/site';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireProducts } from '@/features/catalogue/requireProducts';
import { pickMessages } from '@/i18n/pickMessages';
import { requestSite } from '@/server/requestSite';
import { TrpcProvider } from '@/trpc/TrpcProvider';

const namespaces = ['global', 'components', 'apiErrors', 'product', 'cart'];

/** Shop pages: only for brands that sell, with the BFF client for the configurator and cart. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  requireProducts(await requestSite());
  const locale = resolveLocale((await params).locale);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(await getMessages(), namespaces)}
    >
      <TrpcProvider locale={locale}>{children}</TrpcProvider>
    </NextIntlClientProvider>
  );
}
