import { hrefFor, locales, type PageName } from '@shop/site';
import type { MetadataRoute } from 'next';
import { requestSite } from '@/server/requestSite';

/** Personal and transactional pages stay out of search indexes. */
const privatePages: PageName[] = [
  'cart',
  'checkout',
  'checkoutResult',
  'myAccount',
  'searchOverview',
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = await requestSite();
  const disallow = [
    '/api/',
    ...new Set(
      privatePages.flatMap((page) => locales.map((locale) => hrefFor(page, locale, {}, site.mode))),
    ),
  ];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${site.origin}/sitemap.xml`,
  };
}
