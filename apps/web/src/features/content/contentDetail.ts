import 'server-only';
import { hrefFor, resolveLocale } from '@shop/site';
import { permanentRedirect } from 'next/navigation';
import { requestSite } from '@/server/requestSite';
import { contentBySlug } from './contentApi';
import { contentPages, type DetailKind } from './contentPages';

export type DetailParams = Promise<{ locale: string; slug: string }>;

/** A detail page's locale, site and item; an unknown slug is a 404 before anything streams. */
export async function contentDetail(kind: DetailKind, params: DetailParams) {
  const { locale: raw, slug } = await params;
  const locale = resolveLocale(raw);
  const [site, item] = await Promise.all([requestSite(), contentBySlug(kind, locale, slug)]);
  return { site, locale, item, page: contentPages[kind].detail, addressSlug: slug };
}

/**
 * Another language's slug found the item: move to this locale's own address. (The lookup
 * answered 404 for an address that does not decode, so this one does.)
 */
export function redirectToOwnSlug(detail: Awaited<ReturnType<typeof contentDetail>>): void {
  const { item, locale, site, page, addressSlug } = detail;
  if (item.slug !== decodeURIComponent(addressSlug)) {
    permanentRedirect(hrefFor(page, locale, { slug: item.slug }, site.mode));
  }
}
