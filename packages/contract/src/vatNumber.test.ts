import type { Country } from '@shop/site';
import { describe, expect, it } from 'vitest';
import { messageKeys } from './messageKeys';
import { isVatNumber, normalizeVatNumber, vatNumberPatterns, vatNumberSchema } from './vatNumber';

const valid: Record<Country, string[]> = {
  NL: ['NL123456789B01', 'nl 1234.56.789.b01'],
  BE: ['BE0123456789', 'BE1234567890', 'BE 0123.456.789'],
  DE: ['DE123456789', 'de 123 456 789'],
  AT: ['ATU12345678', 'atu 1234 5678'],
  FR: ['FR12345678901', 'FRAB123456789', 'FR 1A 123 456 789'],
  GB: ['GB123456789', 'GB123456789012', 'GBGD123', 'GBHA123', 'GB 123 4567 89'],
};

const invalid: Record<Country, string[]> = {
  NL: ['NL123456789', 'NL123456789B1', '123456789B01', 'NL12345678B01', 'NL123456789X01'],
  BE: ['BE2123456789', 'BE012345678', '0123456789'],
  DE: ['DE12345678', 'DE1234567890', '123456789'],
  AT: ['AT12345678', 'ATU1234567', 'U12345678'],
  FR: ['FRI1123456789', 'FRO1123456789', 'FR1234567890', 'FR12345678901X'],
  GB: ['GB12345678', 'GB1234567890', 'GBGD12', 'GBXX123'],
};

describe('VAT numbers', () => {
  it('has a format for every country the shops deliver to', () => {
    expect(Object.keys(vatNumberPatterns).sort()).toEqual(['AT', 'BE', 'DE', 'FR', 'GB', 'NL']);
  });

  for (const country of Object.keys(valid) as Country[]) {
    it.each(valid[country])(`accepts %s for ${country}`, (value) => {
      expect(isVatNumber(value, country)).toBe(true);
      expect(vatNumberSchema(country).safeParse(value).success).toBe(true);
    });

    it.each(invalid[country])(
      `rejects %s for ${country} with yup.errors.mixed.vatNumber`,
      (value) => {
        expect(isVatNumber(value, country)).toBe(false);
        const result = vatNumberSchema(country).safeParse(value);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([
          messageKeys.mixed.vatNumber,
        ]);
      },
    );
  }

  it('rejects a valid number of another country', () => {
    expect(isVatNumber('DE123456789', 'NL')).toBe(false);
    expect(vatNumberSchema('NL').safeParse('DE123456789').success).toBe(false);
  });

  it('accepts a number of any supported country when no country is given', () => {
    expect(isVatNumber('DE123456789')).toBe(true);
    expect(vatNumberSchema().parse('atu12345678')).toBe('ATU12345678');
    expect(vatNumberSchema().safeParse('IT12345678901').error?.issues[0]?.message).toBe(
      messageKeys.mixed.vatNumber,
    );
  });

  it('ignores spaces and dots and normalises to upper case without spaces', () => {
    expect(normalizeVatNumber(' nl 8123.45.678 b01 ')).toBe('NL812345678B01');
    expect(vatNumberSchema('NL').parse('nl 8123.45.678 b01')).toBe('NL812345678B01');
  });

  it('does not require the Dutch or Belgian checksum', () => {
    expect(isVatNumber('NL000000000B00', 'NL')).toBe(true);
    expect(isVatNumber('BE0000000000', 'BE')).toBe(true);
  });

  it('answers a missing VAT number with yup.errors.mixed.required', () => {
    expect(vatNumberSchema('NL').safeParse(undefined).error?.issues[0]?.message).toBe(
      messageKeys.mixed.required,
    );
  });
});
