import { readFileSync } from 'node:fs';
import { hrefFor, type Locale, type PageName, type PathOptions } from '@shop/site';
import { webPort } from './ports';

/** The origin a brand is served on in development: {brand}.localhost. */
export function brandOrigin(brandId: string): string {
  return `http://${brandId}.localhost:${webPort}`;
}

export function pageUrl(brandId: string, page: PageName, locale: Locale, opts?: PathOptions) {
  return brandOrigin(brandId) + hrefFor(page, locale, opts, 'single-host');
}

type Messages = Record<string, Record<string, unknown>>;
const cache = new Map<Locale, Messages>();

/** A message from the web app's bundle, to check pages speak the locale. */
export function message(locale: Locale, key: string): string {
  let messages = cache.get(locale);
  if (!messages) {
    const file = new URL(`../../../apps/web/messages/${locale}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(locale, messages);
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return value;
}
