import { resolveLocale } from '@shop/site';
import type { ReactNode } from 'react';
import { requireProducts } from '@/features/catalogue/requireProducts';
import { IslandProviders } from '@/features/layout/IslandProviders';
import { requestSite } from '@/server/requestSite';

/** Shop pages: only for brands that sell, with the BFF client for the configurator and cart. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  requireProducts(await requestSite());
  return (
    <IslandProviders locale={resolveLocale((await params).locale)} namespaces={['product', 'cart']}>
      {children}
    </IslandProviders>
  );
}
