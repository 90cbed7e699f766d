import 'server-only';
import { countryOfLocale, formatMoney, grossOf, type Locale, type VatDisplay } from '@shop/site';

/** A net price as the shopper asked to see it: with the VAT of their locale's country, or without. */
export function shownPrice(netCents: number, locale: Locale, vat: VatDisplay): string {
  const cents = vat === 'incl' ? grossOf(netCents, countryOfLocale(locale)) : netCents;
  return formatMoney(cents, locale);
}
