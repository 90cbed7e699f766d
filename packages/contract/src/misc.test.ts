import type { Country } from '@shop/site';
import { describe, expect, it } from 'vitest';
import {
  addressErrorKeys,
  normalizeHouseNumberAddition,
  normalizePostcode,
  splitHouseNumber,
  validateAddress,
  validateAddressBodySchema,
  validateEmailDomainResponseSchema,
} from './misc';

type Case = [typed: string, normalized: string];

const postcodeCases: Record<Country, { valid: Case[]; invalid: string[] }> = {
  NL: {
    valid: [
      ['1234 AB', '1234 AB'],
      ['1234ab', '1234 AB'],
      [' 9999 zz ', '9999 ZZ'],
      ['1000AA', '1000 AA'],
    ],
    invalid: [
      '0123 AB',
      '1234 SA',
      '1234 SD',
      '1234 ss',
      '1234',
      '123 AB',
      '1234  AB',
      '1234 A1',
      '',
    ],
  },
  BE: {
    valid: [
      ['1000', '1000'],
      [' 9999 ', '9999'],
    ],
    invalid: ['0999', '999', '10000', 'B-1000', '1O00'],
  },
  DE: {
    valid: [
      ['10115', '10115'],
      ['01067', '01067'],
    ],
    invalid: ['1011', '101150', 'D-10115', 'ABCDE'],
  },
  AT: {
    valid: [
      ['1010', '1010'],
      ['9999', '9999'],
    ],
    invalid: ['0999', '101', '10100', 'A-1010'],
  },
  FR: {
    valid: [
      ['75001', '75001'],
      ['01000', '01000'],
      ['98999', '98999'],
      ['20000', '20000'],
      ['20200', '20200'],
    ],
    invalid: ['00999', '99000', '7500', '750011', '2A004', '2B200'],
  },
  GB: {
    valid: [
      ['SW1A 1AA', 'SW1A 1AA'],
      ['sw1a1aa', 'SW1A 1AA'],
      ['EC1A  1BB', 'EC1A 1BB'],
      ['W1A 0AX', 'W1A 0AX'],
      ['M1 1AE', 'M1 1AE'],
      ['B33 8TH', 'B33 8TH'],
      ['CR2 6XH', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
      ['GIR 0AA', 'GIR 0AA'],
    ],
    invalid: ['SW1A', '1AA', 'QA1 1AA', 'SW1A 1CA', 'SW1A 1AAA', '12345', 'A1 1A'],
  },
};

describe('postcode rules per country', () => {
  for (const [country, { valid, invalid }] of Object.entries(postcodeCases) as [
    Country,
    (typeof postcodeCases)[Country],
  ][]) {
    it.each(valid)(`${country} accepts %j as %j`, (typed, normalized) => {
      expect(normalizePostcode(country, typed)).toBe(normalized);
    });

    it.each(invalid)(`${country} refuses %j`, (typed) => {
      expect(normalizePostcode(country, typed)).toBeNull();
    });
  }
});

describe('house numbers', () => {
  it.each([
    ['12', { houseNumber: '12' }],
    ['1', { houseNumber: '1' }],
    ['99999', { houseNumber: '99999' }],
    ['007', { houseNumber: '7' }],
    ['12a', { houseNumber: '12', houseNumberAddition: 'A' }],
    ['12 A', { houseNumber: '12', houseNumberAddition: 'A' }],
    ['12-3', { houseNumber: '12', houseNumberAddition: '3' }],
    ['12/3', { houseNumber: '12', houseNumberAddition: '3' }],
    ['12 bis', { houseNumber: '12', houseNumberAddition: 'BIS' }],
    ['12a1', { houseNumber: '12', houseNumberAddition: 'A1' }],
    ['12 hoog3', { houseNumber: '12', houseNumberAddition: 'HOOG3' }],
  ])('splits %j into number and addition', (typed, expected) => {
    expect(splitHouseNumber(typed)).toEqual(expected);
  });

  it.each(['0', '100000', '123456', 'a12', '', '12 abcdefg', '12 a b', '-12'])(
    'refuses %j',
    (typed) => {
      expect(splitHouseNumber(typed)).toBeNull();
    },
  );

  it.each([
    ['a', 'A'],
    ['-a', 'A'],
    [' bis ', 'BIS'],
    ['/3', '3'],
  ])('normalises the addition %j to %j', (typed, expected) => {
    expect(normalizeHouseNumberAddition(typed)).toBe(expected);
  });

  it.each(['', 'abcdefg', 'a b', 'ä'])('refuses the addition %j', (typed) => {
    expect(normalizeHouseNumberAddition(typed)).toBeNull();
  });
});

describe('validateAddress', () => {
  it('normalises a valid Dutch address and splits the addition off the number', () => {
    expect(validateAddress({ country: 'NL', postcode: '1234ab', houseNumber: '12a' })).toEqual({
      valid: true,
      normalized: { postcode: '1234 AB', houseNumber: '12', houseNumberAddition: 'A' },
      errors: [],
    });
  });

  it('keeps a separately typed addition and ignores an empty one', () => {
    expect(
      validateAddress({
        country: 'BE',
        postcode: '1000',
        houseNumber: '5',
        houseNumberAddition: 'b',
      }).normalized,
    ).toEqual({ postcode: '1000', houseNumber: '5', houseNumberAddition: 'B' });
    expect(
      validateAddress({
        country: 'DE',
        postcode: '10115',
        houseNumber: '5',
        houseNumberAddition: ' ',
      }).normalized,
    ).toEqual({ postcode: '10115', houseNumber: '5' });
  });

  it('reports every wrong field with its form.errors key', () => {
    expect(
      validateAddress({
        country: 'NL',
        postcode: '0123 AB',
        houseNumber: 'abc',
        houseNumberAddition: 'too-long-addition',
      }),
    ).toEqual({
      valid: false,
      normalized: null,
      errors: [
        { field: 'postcode', key: addressErrorKeys.postcode },
        { field: 'houseNumber', key: addressErrorKeys.houseNumber },
        { field: 'houseNumberAddition', key: addressErrorKeys.houseNumberAddition },
      ],
    });
  });

  it('refuses a combined number when an addition is also given', () => {
    const result = validateAddress({
      country: 'NL',
      postcode: '1234 AB',
      houseNumber: '12a',
      houseNumberAddition: 'b',
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([{ field: 'houseNumber', key: 'form.errors.houseNumber' }]);
  });

  it('checks the postcode against the chosen country', () => {
    const input = { postcode: '1234 AB', houseNumber: '1' };
    expect(validateAddress({ ...input, country: 'NL' }).valid).toBe(true);
    expect(validateAddress({ ...input, country: 'BE' }).errors).toEqual([
      { field: 'postcode', key: 'form.errors.postcode' },
    ]);
  });
});

describe('misc schemas', () => {
  it('accepts an address body with optional street and city, and refuses an unknown country', () => {
    const body = { country: 'FR', postcode: '75001', houseNumber: '1', city: 'Paris' };
    expect(validateAddressBodySchema.parse(body)).toEqual(body);
    expect(validateAddressBodySchema.safeParse({ ...body, country: 'US' }).success).toBe(false);
    expect(validateAddressBodySchema.safeParse({ country: 'FR' }).success).toBe(false);
  });

  it('allows only the three domain reasons', () => {
    expect(
      validateEmailDomainResponseSchema.safeParse({ valid: false, checked: true, reason: 'mx' })
        .success,
    ).toBe(false);
  });
});
