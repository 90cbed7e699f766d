import 'server-only';
import { headers } from 'next/headers';
import { brandOfHost, prefixModeOfHost } from '@/i18n/siteOfHost';

/** Brand, prefix mode and origin of the request being rendered. */
export async function requestSite() {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host');
  const brand = brandOfHost(host);
  const local = !host || /(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(host);
  const proto = h.get('x-forwarded-proto') ?? (local ? 'http' : 'https');
  return { brand, host, mode: prefixModeOfHost(brand, host), origin: `${proto}://${host}` };
}

export type RequestSite = Awaited<ReturnType<typeof requestSite>>;
