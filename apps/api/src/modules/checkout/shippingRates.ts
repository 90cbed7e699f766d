import type { LineSelection, ShippingOption } from '@shop/contract';
import type { Country, DeliveryType } from '@shop/site';

/**
 * Delivery costs, excl. VAT, in cents. Panels are light but bulky, so carriers charge by size:
 * a base rate per country covers the first 2 m² of panel, every further started m² costs extra.
 * A product sold as it is counts as one standard parcel of 0.5 m².
 */
export const shippingRates = {
  deliverBase: { NL: 695, BE: 995, DE: 1295, AT: 1495, FR: 1495, GB: 2495 } satisfies Record<
    Country,
    number
  >,
  includedAreaM2: 2,
  perExtraM2: 150,
  /** Orders from this amount (excl. VAT) ship free within the Benelux. */
  freeFromNetCents: 25000,
  freeCountries: ['NL', 'BE'] as readonly Country[],
  /** Our own fitters work in the Netherlands and Belgium only. */
  assembleCountries: ['NL', 'BE'] as readonly Country[],
  assembleBase: 9500,
  assemblePerM2: 1250,
  standardParcelM2: 0.5,
} as const;

/** Working days from order (after the cut-off) to the promised day. */
export const leadWorkingDays: Record<DeliveryType, number> = {
  Pickup: 2,
  Deliver: 4,
  DeliverAndAssemble: 10,
};

export function areaM2(lines: readonly { selection: LineSelection; quantity: number }[]): number {
  return lines.reduce((sum, { selection, quantity }) => {
    const each =
      'widthMm' in selection
        ? (selection.widthMm * selection.heightMm) / 1_000_000
        : shippingRates.standardParcelM2;
    return sum + each * quantity;
  }, 0);
}

export interface ShippingQuote {
  deliveryType: DeliveryType;
  available: boolean;
  reason?: ShippingOption['reason'];
  costNetCents: number;
}

/** The cost of each delivery type for a cart going to `country`. */
export function quoteShipping(
  country: Country,
  itemsNetCents: number,
  area: number,
): ShippingQuote[] {
  const extraM2 = Math.max(0, Math.ceil(area - shippingRates.includedAreaM2 - 1e-9));
  const free =
    shippingRates.freeCountries.includes(country) &&
    itemsNetCents >= shippingRates.freeFromNetCents;
  const deliver = free
    ? 0
    : shippingRates.deliverBase[country] + extraM2 * shippingRates.perExtraM2;
  const assembleOffered = shippingRates.assembleCountries.includes(country);
  return [
    { deliveryType: 'Deliver', available: true, costNetCents: deliver },
    { deliveryType: 'Pickup', available: true, costNetCents: 0 },
    {
      deliveryType: 'DeliverAndAssemble',
      available: assembleOffered,
      ...(assembleOffered ? {} : { reason: 'notOfferedInCountry' as const }),
      costNetCents:
        shippingRates.assembleBase + Math.ceil(area - 1e-9) * shippingRates.assemblePerM2,
    },
  ];
}
