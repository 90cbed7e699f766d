import { type Locale, resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** Account pages are personal: titled, never indexed. */
export async function accountMetadata(
  params: Promise<{ locale: string }>,
  key: string,
): Promise<Metadata> {
  const locale: Locale = resolveLocale((await params).locale);
  const t = await getTranslations({ locale });
  return { title: t(key), robots: { index: false, follow: false } };
}
