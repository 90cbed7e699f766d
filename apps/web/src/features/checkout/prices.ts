import type { OrderTotals } from '@shop/contract';
import { formatMoney, type Locale, type VatDisplay } from '@shop/site';

/**
 * A net amount of this order as the header's VAT toggle asks. The rate is the order's own
 * (the delivery country's, 0 % under reverse charge), rounded half up as the API rounds.
 */
export function orderAmount(
  netCents: number,
  totals: Pick<OrderTotals, 'vatRatePct' | 'reverseCharge'>,
  vat: VatDisplay,
): number {
  if (vat === 'excl' || totals.reverseCharge) return netCents;
  return netCents + Math.floor((netCents * totals.vatRatePct + 50) / 100);
}

export function formatOrderAmount(
  netCents: number,
  totals: Pick<OrderTotals, 'vatRatePct' | 'reverseCharge'>,
  vat: VatDisplay,
  locale: Locale,
): string {
  return formatMoney(orderAmount(netCents, totals, vat), locale);
}
