import 'server-only';
import { hrefFor, resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requestSite } from '@/server/requestSite';
import { contentBySlug } from './contentApi';
import { itemMetadata } from './contentMetadata';
import { contentPages, type DetailKind } from './contentPages';

export type DetailParams = Promise<{ locale: string; slug: string }>;

/** A detail page's locale, site and item; an unknown slug is a 404 before anything streams. */
export async function contentDetail(kind: DetailKind, params: DetailParams) {
  const { locale: raw, slug } = await params;
  const locale = resolveLocale(raw);
  const [site, item] = await Promise.all([requestSite(), contentBySlug(kind, locale, slug)]);
  return { site, locale, item, page: contentPages[kind].detail, addressSlug: slug };
}

export type Detail = Awaited<ReturnType<typeof contentDetail>>;

/**
 * Another language's slug found the item: move to this locale's own address. (The lookup
 * answered 404 for an address that does not decode, so this one does.)
 */
export function redirectToOwnSlug(detail: Detail): void {
  const { item, locale, site, page, addressSlug } = detail;
  if (item.slug !== decodeURIComponent(addressSlug)) {
    permanentRedirect(hrefFor(page, locale, { slug: item.slug }, site.mode));
  }
}

/** A detail route's metadata and page, the page drawn by `render` once the item is known. */
export function detailRoute(kind: DetailKind, render: (detail: Detail) => ReactNode) {
  return {
    async generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
      const { site, page, locale, item } = await contentDetail(kind, params);
      return itemMetadata(site, page, locale, item);
    },
    async Page({ params }: { params: DetailParams }) {
      const detail = await contentDetail(kind, params);
      redirectToOwnSlug(detail);
      setRequestLocale(detail.locale);
      return render(detail);
    },
  };
}
