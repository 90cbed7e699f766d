import type { Country, Locale } from './locales';

/** VAT rates in percent; prices are stored without VAT. */
export const vatRates: Record<Country, number> = {
  NL: 21,
  BE: 21,
  DE: 19,
  AT: 20,
  FR: 20,
  GB: 20,
};

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be whole cents: ${cents}`);
}

/**
 * VAT on a net amount in cents, rounded half up. Negative amounts (refunds) round
 * symmetrically so that a refund's VAT mirrors the sale's.
 */
export function vatOf(netCents: number, country: Country): number {
  assertCents(netCents);
  const hundredths = Math.abs(netCents) * vatRates[country];
  const vat = Math.floor((hundredths + 50) / 100);
  return netCents < 0 ? -vat : vat;
}

export function grossOf(netCents: number, country: Country): number {
  return netCents + vatOf(netCents, country);
}

const formatters = new Map<Locale, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: Locale): string {
  assertCents(cents);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

export const vatDisplays = ['incl', 'excl'] as const;

export type VatDisplay = (typeof vatDisplays)[number];

export const vatDisplayDefault = 'incl' as const satisfies VatDisplay;

export const vatCookie = { name: 'vat_display', maxAge: 31536000, path: '/' } as const;
