import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/seo/sitemapEntries';
import { requestSite } from '@/server/requestSite';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await requestSite());
}
