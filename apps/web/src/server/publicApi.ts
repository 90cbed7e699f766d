import 'server-only';
import type { Locale } from '@shop/site';
import { cache } from 'react';
import { requestSite } from './requestSite';
import { createRestClient } from './restClient';

/**
 * The API as any visitor of this host sees it: shop and locale, no cookie, no session. Pages
 * built from it alone are the same for everyone, so they can be served from a cache.
 */
export const publicApi = cache(async (locale: Locale) => {
  const { brand } = await requestSite();
  return createRestClient({ brand, locale });
});
