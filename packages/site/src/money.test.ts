import { describe, expect, it } from 'vitest';
import { formatMoney, grossOf, vatCookie, vatDisplayDefault, vatOf, vatRates } from './money';

describe('VAT', () => {
  it('has a rate per country', () => {
    expect(vatRates).toEqual({ NL: 21, BE: 21, DE: 19, AT: 20, FR: 20, GB: 20 });
  });

  it('computes VAT in whole cents, rounding half up', () => {
    expect(vatOf(10000, 'NL')).toBe(2100);
    expect(vatOf(10000, 'DE')).toBe(1900);
    expect(vatOf(50, 'AT')).toBe(10);
    expect(vatOf(250, 'NL')).toBe(53); // 52.5
    expect(vatOf(2, 'NL')).toBe(0); // 0.42
    expect(vatOf(0, 'FR')).toBe(0);
    expect(vatOf(-250, 'NL')).toBe(-53);
  });

  it('adds VAT to the net price', () => {
    expect(grossOf(4132, 'NL')).toBe(5000);
    expect(grossOf(1999, 'DE')).toBe(2379);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => vatOf(10.5, 'NL')).toThrow(RangeError);
    expect(() => grossOf(Number.NaN, 'NL')).toThrow(RangeError);
    expect(() => formatMoney(0.1, 'nl-NL')).toThrow(RangeError);
  });

  it('shows prices with VAT by default and remembers the choice a year', () => {
    expect(vatDisplayDefault).toBe('incl');
    expect(vatCookie).toEqual({ name: 'vat_display', maxAge: 31536000, path: '/' });
  });
});

describe('formatMoney', () => {
  // Intl separates the symbol with a no-break space and French thousands with a narrow one.
  it('formats euros in the locale’s notation', () => {
    expect(formatMoney(123456, 'nl-NL')).toBe('€\u00a01.234,56');
    expect(formatMoney(123456, 'en-GB')).toBe('€1,234.56');
    expect(formatMoney(123456, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney(123456, 'fr-FR')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(1005, 'fr-FR')).toBe('10,05\u00a0€');
    expect(formatMoney(-1, 'en-GB')).toBe('-€0.01');
  });
});
