import 'server-only';
import { hrefFor, type Locale } from '@shop/site';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { RequestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';

/** The logged-in customer of this request, or null; asked once per render. */
export const currentCustomer = cache(async () => (await serverTrpc()).user.me());

/** The customer, or a redirect to the login page that comes back here afterwards. */
export async function requireCustomer(site: RequestSite, locale: Locale, here: string) {
  const customer = await currentCustomer();
  if (!customer) redirect(hrefFor('login', locale, { query: { next: here } }, site.mode));
  return customer;
}
