import type { OrderTotals } from '@shop/contract';
import { type Country, formatMoney, type Locale, type VatDisplay, vatRates } from '@shop/site';

/** The VAT an amount carries: a country's rate, or an order's own (none under reverse charge). */
export type VatRate = Pick<OrderTotals, 'vatRatePct' | 'reverseCharge'>;

/** Before an order knows where it goes, prices carry the VAT of the locale's country. */
export function vatRateOf(country: Country): VatRate {
  return { vatRatePct: vatRates[country], reverseCharge: false };
}

/**
 * A net amount as the header's VAT toggle asks. The VAT is rounded half up, as the API rounds,
 * so a shown line adds up to the totals the API answers.
 */
export function shownCents(netCents: number, rate: VatRate, vat: VatDisplay): number {
  if (vat === 'excl' || rate.reverseCharge) return netCents;
  return netCents + Math.floor((netCents * rate.vatRatePct + 50) / 100);
}

export function shownPrice(
  netCents: number,
  rate: VatRate,
  vat: VatDisplay,
  locale: Locale,
): string {
  return formatMoney(shownCents(netCents, rate, vat), locale);
}
