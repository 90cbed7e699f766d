import { countries, grossOf } from '@shop/site';
import { describe, expect, it } from 'vitest';
import { shownCents, vatRateOf } from './shownPrice';

describe('amounts as the VAT toggle asks', () => {
  const dutch = { vatRatePct: 21, reverseCharge: false };

  it('adds the order’s VAT rate, rounded half up, when prices are shown incl. VAT', () => {
    expect(shownCents(1000, dutch, 'incl')).toBe(1210);
    expect(shownCents(250, dutch, 'incl')).toBe(303); // 52.5 cents of VAT round up
  });

  it('shows net amounts excl. VAT and under reverse charge', () => {
    expect(shownCents(1000, dutch, 'excl')).toBe(1000);
    expect(shownCents(1000, { vatRatePct: 0, reverseCharge: true }, 'incl')).toBe(1000);
    expect(shownCents(1000, { vatRatePct: 19, reverseCharge: true }, 'incl')).toBe(1000);
  });

  it('adds the VAT of the locale’s country to catalogue prices', () => {
    expect(shownCents(4132, vatRateOf('NL'), 'incl')).toBe(5000);
    expect(shownCents(1999, vatRateOf('DE'), 'incl')).toBe(2379);
  });

  it('rounds a country’s VAT to the cent as the shop’s own VAT rule does, for every country', () => {
    const amounts = [...Array.from({ length: 10_000 }, (_, cents) => cents), 99_999_999];
    for (const country of countries) {
      for (const net of amounts) {
        expect(shownCents(net, vatRateOf(country), 'incl')).toBe(grossOf(net, country));
      }
    }
  });
});
