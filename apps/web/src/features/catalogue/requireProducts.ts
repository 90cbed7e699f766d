import 'server-only';
import { notFound } from 'next/navigation';
import type { RequestSite } from '@/server/requestSite';

/** Shop pages exist only where the brand's products switch is on. */
export function requireProducts(site: RequestSite): void {
  if (!site.brand.features.products) notFound();
}
