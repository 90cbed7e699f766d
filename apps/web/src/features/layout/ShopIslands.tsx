import type { Locale } from '@shop/site';
import type { ReactNode } from 'react';
import { IslandProviders } from './IslandProviders';

/**
 * Shop pages whose islands call the BFF (configurator, cart, checkout). Listing pages render
 * without it, so they ship neither the tRPC client nor the message runtime.
 */
export function ShopIslands({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IslandProviders locale={locale} namespaces={['product', 'cart']}>
      {children}
    </IslandProviders>
  );
}
