import { endpoints } from '@shop/contract';
import { defaultLocale } from '@shop/site';
import type { MetadataRoute } from 'next';
import { contentSitemapEntries } from '@/features/content/contentSitemap';
import { sitemapEntries } from '@/features/seo/sitemapEntries';
import { publicApi } from '@/server/publicApi';
import { requestSite } from '@/server/requestSite';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [site, api] = await Promise.all([requestSite(), publicApi(defaultLocale)]);
  const content = await api.call(endpoints.content.sitemap);
  return [...sitemapEntries(site), ...contentSitemapEntries(site, content)];
}
