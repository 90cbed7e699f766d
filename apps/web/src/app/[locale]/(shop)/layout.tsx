import type { ReactNode } from 'react';
import { requireProducts } from '@/features/catalogue/requireProducts';
import { requestSite } from '@/server/requestSite';

/** Shop pages: only for brands that sell. Pages with BFF islands wrap them in ShopIslands. */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  requireProducts(await requestSite());
  return children;
}
