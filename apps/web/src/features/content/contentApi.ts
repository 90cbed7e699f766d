import 'server-only';
import { type ContentKind, endpoints } from '@shop/contract';
import type { Locale } from '@shop/site';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { notFoundOnBadLookup } from '@/server/notFoundOnBadLookup';
import { publicApi } from '@/server/publicApi';

/**
 * One page of a kind's archive; a page past the last is a 404 page. Content is read as any
 * visitor sees it (publicApi), so content pages are the same for everyone.
 */
export const contentList = cache(async (kind: ContentKind, locale: Locale, page: number) => {
  try {
    return await (await publicApi(locale)).call(endpoints.content.list, {
      params: { kind },
      query: { locale, page },
    });
  } catch (error) {
    notFoundOnBadLookup(error);
  }
});

/**
 * The item of a slug from the address bar, or a 404 page; asked once per render. Pages await
 * it before anything streams, so an unknown slug is answered 404, not 200.
 */
export const contentBySlug = cache(async (kind: ContentKind, locale: Locale, rawSlug: string) => {
  let slug: string;
  try {
    slug = decodeURIComponent(rawSlug);
  } catch {
    // A malformed escape in the address (`%E0`) names no item.
    notFound();
  }
  try {
    return await (await publicApi(locale)).call(endpoints.content.item, {
      params: { kind, locale, slug },
    });
  } catch (error) {
    notFoundOnBadLookup(error);
  }
});
