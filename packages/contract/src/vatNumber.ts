import type { Country } from '@shop/site';
import { messageKeys } from './messageKeys';
import { stringType } from './stringType';

/**
 * VAT number formats including the country prefix. Only the format is checked: the Dutch and
 * Belgian checksums are not required. GB left the EU VAT area in 2021 but still issues VAT
 * numbers that business customers put on invoices.
 */
export const vatNumberPatterns = {
  NL: /^NL\d{9}B\d{2}$/,
  BE: /^BE[01]\d{9}$/,
  DE: /^DE\d{9}$/,
  AT: /^ATU\d{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GB: /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
} as const satisfies Record<Country, RegExp>;

/** People write `nl 8123.45.678 b01`; the stored form is `NL812345678B01`. */
export const normalizeVatNumber = (value: string): string =>
  value.replace(/[\s.]/g, '').toUpperCase();

/** Without a country, a VAT number of any supported country passes. */
export function isVatNumber(value: string, country?: Country): boolean {
  const normalized = normalizeVatNumber(value);
  const patterns: readonly RegExp[] =
    country === undefined ? Object.values(vatNumberPatterns) : [vatNumberPatterns[country]];
  return patterns.some((pattern) => pattern.test(normalized));
}

/**
 * Parses to the normalised form. A refinement rather than `.regex`: a pattern would land in the
 * OpenAPI document and wrongly tell clients that `nl 8123.45.678 b01` is refused.
 */
export function vatNumberSchema(country?: Country) {
  return stringType()
    .overwrite(normalizeVatNumber)
    .refine((value) => isVatNumber(value, country), { error: messageKeys.mixed.vatNumber });
}
