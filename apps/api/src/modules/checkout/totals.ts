import {
  type CheckoutDetails,
  isVatNumber,
  normalizeVatNumber,
  type OrderTotals,
  type VatNumberCheck,
} from '@shop/contract';
import { type Brand, type Country, type DeliveryType, vatOf, vatRates } from '@shop/site';

/** The United Kingdom left the EU VAT area: no intra-community supply to it. */
const euCountries: readonly Country[] = ['NL', 'BE', 'DE', 'AT', 'FR'];

/**
 * The VAT number reverse charge would rest on: a business customer in another EU country with a
 * number in that country's format. Whether it is registered is the EU's VIES register's to say.
 */
export function reverseChargeVatNumber(
  brand: Brand,
  details: CheckoutDetails | null,
): string | null {
  if (details?.customerType !== 'Business' || !details.vatNumber) return null;
  const country = details.invoiceAddress.country;
  if (country === brand.seat.country || !euCountries.includes(country)) return null;
  return isVatNumber(details.vatNumber, country) ? normalizeVatNumber(details.vatNumber) : null;
}

/**
 * Intra-community supply (Art. 138 and 196 of Directive 2006/112/EC): a business customer
 * in another EU country, with a VAT number of that country, pays no VAT and accounts for it
 * itself. The VAT number's country must be the invoice address's, and the goods must leave our
 * country: delivered to another EU country, or collected and carried there by the customer.
 * These are the order's conditions; the number must also be confirmed registered by VIES
 * (the checkout's totals ask for that).
 */
export function reverseChargeApplies(
  brand: Brand,
  details: CheckoutDetails | null,
  deliveryType: DeliveryType | null,
): boolean {
  if (!details || !reverseChargeVatNumber(brand, details)) return false;
  const destination = (details.deliveryAddress ?? details.invoiceAddress).country;
  return (
    deliveryType === 'Pickup' ||
    (destination !== brand.seat.country && euCountries.includes(destination))
  );
}

/**
 * Whose VAT applies: the destination's for goods sent to the customer (EU distance sales are
 * taxed where they arrive, via OSS); the shop's own for goods collected at the shop.
 */
export function vatCountryOf(
  brand: Brand,
  fallback: Country,
  details: CheckoutDetails | null,
  deliveryType: DeliveryType | null,
): Country {
  if (deliveryType === 'Pickup') return brand.seat.country;
  if (!details) return fallback;
  return (details.deliveryAddress ?? details.invoiceAddress).country;
}

/**
 * VAT per line and on shipping, each rounded, then summed: the invoice shows the same figures
 * the lines show, so the sum of the shown parts always equals the shown total.
 */
export function orderTotals(input: {
  lineNetCents: readonly number[];
  shippingNetCents: number;
  vatCountry: Country;
  reverseCharge: boolean;
  /** Whether VIES confirmed the VAT number, when reverse charge hinges on it. */
  vatNumberCheck?: VatNumberCheck;
}): OrderTotals {
  const { lineNetCents, shippingNetCents, vatCountry, reverseCharge, vatNumberCheck } = input;
  const itemsNetCents = lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const netCents = itemsNetCents + shippingNetCents;
  const vatCents = reverseCharge
    ? 0
    : [...lineNetCents, shippingNetCents].reduce((sum, cents) => sum + vatOf(cents, vatCountry), 0);
  return {
    itemsNetCents,
    shippingNetCents,
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    vatRatePct: reverseCharge ? 0 : vatRates[vatCountry],
    vatCountry,
    reverseCharge,
    ...(vatNumberCheck ? { vatNumberCheck } : {}),
  };
}
