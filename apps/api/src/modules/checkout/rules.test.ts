import { checkoutDetailsBodySchema } from '@shop/contract';
import { getBrand } from '@shop/site';
import { describe, expect, it } from 'vitest';
import { details } from '../../test/checkout';
import { promisedDate } from './promisedDate';
import { areaM2, quoteShipping, shippingRates } from './shippingRates';
import { orderTotals, reverseChargeApplies, vatCountryOf } from './totals';

const felt = getBrand('easy-felt');
const at = (iso: string) => new Date(iso);
const cutOff = { hours: 15, minutes: 0 };

describe('promised date', () => {
  it('counts working days from today before the 15:00 cut-off in Amsterdam', () => {
    // Monday 23 November 2026, 14:59 in Amsterdam (UTC+1).
    expect(promisedDate(at('2026-11-23T13:59:00Z'), 'Europe/Amsterdam', cutOff, 2)).toBe(
      '2026-11-25',
    );
  });

  it('counts from the next working day at and after the cut-off', () => {
    expect(promisedDate(at('2026-11-23T14:00:00Z'), 'Europe/Amsterdam', cutOff, 2)).toBe(
      '2026-11-26',
    );
  });

  it('skips the weekend: Friday after the cut-off counts from Monday', () => {
    // Friday 27 November 2026, 16:00 in Amsterdam.
    expect(promisedDate(at('2026-11-27T15:00:00Z'), 'Europe/Amsterdam', cutOff, 1)).toBe(
      '2026-12-01',
    );
    // Saturday counts from Monday too.
    expect(promisedDate(at('2026-11-28T09:00:00Z'), 'Europe/Amsterdam', cutOff, 1)).toBe(
      '2026-12-01',
    );
  });

  it('reads the clock of the time zone, not of the server', () => {
    // 14:30 UTC is 15:30 in Amsterdam (past the cut-off) but 14:30 in London (before it).
    const now = at('2026-11-23T14:30:00Z');
    expect(promisedDate(now, 'Europe/Amsterdam', cutOff, 1)).toBe('2026-11-25');
    expect(promisedDate(now, 'Europe/London', cutOff, 1)).toBe('2026-11-24');
  });
});

describe('shipping rates', () => {
  it('charges the country base for up to 2 m² and per started m² beyond', () => {
    const quotes = (area: number) => quoteShipping('DE', 1000, area);
    const deliver = (area: number) =>
      quotes(area).find((q) => q.deliveryType === 'Deliver')?.costNetCents;
    expect(deliver(2)).toBe(shippingRates.deliverBase.DE);
    expect(deliver(2.1)).toBe(shippingRates.deliverBase.DE + shippingRates.perExtraM2);
    expect(deliver(4)).toBe(shippingRates.deliverBase.DE + 2 * shippingRates.perExtraM2);
  });

  it('ships free from 250 euro within the Benelux only', () => {
    const deliver = (country: 'NL' | 'DE') =>
      quoteShipping(country, 25000, 1).find((q) => q.deliveryType === 'Deliver')?.costNetCents;
    expect(deliver('NL')).toBe(0);
    expect(deliver('DE')).toBe(shippingRates.deliverBase.DE);
  });

  it('offers assembly in NL and BE only, and pickup everywhere for free', () => {
    for (const country of ['NL', 'BE', 'DE', 'AT', 'FR', 'GB'] as const) {
      const quotes = quoteShipping(country, 1000, 1);
      const assemble = quotes.find((q) => q.deliveryType === 'DeliverAndAssemble');
      expect(assemble?.available).toBe(country === 'NL' || country === 'BE');
      expect(quotes.find((q) => q.deliveryType === 'Pickup')).toMatchObject({
        available: true,
        costNetCents: 0,
      });
    }
  });

  it('measures panels by their size and other products as a parcel', () => {
    expect(
      areaM2([
        { selection: { widthMm: 1200, heightMm: 600, thicknessMm: 9, quantity: 2 }, quantity: 2 },
      ]),
    ).toBeCloseTo(1.44);
    expect(areaM2([{ selection: { quantity: 3 }, quantity: 3 }])).toBeCloseTo(1.5);
  });
});

describe('VAT and reverse charge', () => {
  const parse = (overrides: Parameters<typeof details>[0]) =>
    checkoutDetailsBodySchema.parse(details(overrides));

  it('reverse-charges an EU business abroad with a VAT number of its country', () => {
    const german = parse({
      customerType: 'Business',
      companyName: 'Ruhig GmbH',
      vatNumber: 'DE123456789',
      invoiceAddress: {
        street: 'Hauptstraße',
        houseNumber: '1',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
    });
    expect(reverseChargeApplies(felt, german, 'Deliver')).toBe(true);
  });

  it('charges VAT to a Dutch business, to private customers, and to a British business', () => {
    expect(
      reverseChargeApplies(
        felt,
        parse({ customerType: 'Business', companyName: 'Stil BV', vatNumber: 'NL123456789B01' }),
        'Deliver',
      ),
    ).toBe(false);
    expect(reverseChargeApplies(felt, parse({}), 'Deliver')).toBe(false);
    const british = parse({
      customerType: 'Business',
      companyName: 'Quiet Ltd',
      vatNumber: 'GB123456789',
      invoiceAddress: {
        street: 'High Street',
        houseNumber: '1',
        postcode: 'SW1A 1AA',
        city: 'London',
        country: 'GB',
      },
    });
    expect(reverseChargeApplies(felt, british, 'Deliver')).toBe(false);
  });

  it('charges Dutch VAT when a foreign business has the goods delivered in the Netherlands', () => {
    const belgian = parse({
      customerType: 'Business',
      companyName: 'Stilte BV',
      vatNumber: 'BE0123456789',
      invoiceAddress: {
        street: 'Meir',
        houseNumber: '1',
        postcode: '2000',
        city: 'Antwerpen',
        country: 'BE',
      },
      deliveryAddress: {
        street: 'Dam',
        houseNumber: '1',
        postcode: '1012JS',
        city: 'Amsterdam',
        country: 'NL',
      },
    });
    expect(reverseChargeApplies(felt, belgian, 'Deliver')).toBe(false);
    // Collected at the warehouse and carried to Belgium by the customer: intra-community supply.
    expect(reverseChargeApplies(felt, belgian, 'Pickup')).toBe(true);
  });

  it('refuses reverse charge when the VAT number is of another country than the invoice address', () => {
    const mixed = parse({
      customerType: 'Business',
      companyName: 'Ruhig GmbH',
      vatNumber: 'ATU12345678',
      invoiceAddress: {
        street: 'Hauptstraße',
        houseNumber: '1',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
    });
    expect(reverseChargeApplies(felt, mixed, 'Deliver')).toBe(false);
  });

  it('taxes where the goods go, or at the shop for a pickup', () => {
    const belgian = parse({
      invoiceAddress: {
        street: 'Meir',
        houseNumber: '1',
        postcode: '2000',
        city: 'Antwerpen',
        country: 'BE',
      },
      deliveryAddress: {
        street: 'Hauptstraße',
        houseNumber: '1',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
    });
    expect(vatCountryOf(felt, 'NL', belgian, 'Deliver')).toBe('DE');
    expect(vatCountryOf(felt, 'NL', belgian, 'Pickup')).toBe('NL');
    expect(vatCountryOf(felt, 'FR', null, null)).toBe('FR');
  });

  it('sums VAT per line and on shipping, and shows 0 % under reverse charge', () => {
    const totals = orderTotals({
      lineNetCents: [1001, 1001],
      shippingNetCents: 695,
      vatCountry: 'NL',
      reverseCharge: false,
    });
    // 21 % of 10.01 rounds to 2.10 per line; of 6.95 to 1.46.
    expect(totals).toMatchObject({
      itemsNetCents: 2002,
      netCents: 2697,
      vatCents: 210 + 210 + 146,
      vatRatePct: 21,
    });
    expect(totals.grossCents).toBe(totals.netCents + totals.vatCents);
    const reverse = orderTotals({
      lineNetCents: [1001],
      shippingNetCents: 1295,
      vatCountry: 'DE',
      reverseCharge: true,
    });
    expect(reverse).toMatchObject({
      vatCents: 0,
      vatRatePct: 0,
      grossCents: 2296,
      reverseCharge: true,
    });
  });
});
