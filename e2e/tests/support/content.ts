import { getBrand, type Locale } from '@shop/site';
import { apiPort } from './ports';

export interface Summary {
  id: string;
  slug: string;
  title: string;
}

async function api<T>(brandId: string, path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${apiPort}${path}`, {
    headers: { 'x-shop-id': getBrand(brandId).code },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A page of a brand's archive, straight from the API, to know what the site should show. */
export function contentList(brandId: string, kind: string, locale: Locale, page = 1) {
  return api<{ items: Summary[]; pageCount: number; total: number }>(
    brandId,
    `/Content/${kind}?locale=${locale}&page=${page}`,
  );
}

export function contentItem(brandId: string, kind: string, locale: Locale, slug: string) {
  return api<Summary & { slugs: Partial<Record<Locale, string>>; body: { type: string }[] }>(
    brandId,
    `/Content/${kind}/${locale}/${slug}`,
  );
}
