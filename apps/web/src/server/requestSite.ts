import 'server-only';
import { headers } from 'next/headers';
import { domainPrefix } from '@/i18n/routing';
import { brandOfHost, prefixModeOfHost, publicOriginOf } from '@/i18n/siteOfHost';

/** Brand, prefix mode and origin of the request being rendered. */
export async function requestSite() {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host');
  const brand = brandOfHost(host);
  const proto = h.get('x-forwarded-proto') ?? 'http';
  const origin = publicOriginOf(brand, host, proto, domainPrefix);
  return { brand, host, mode: prefixModeOfHost(brand, host), origin };
}

export type RequestSite = Awaited<ReturnType<typeof requestSite>>;
