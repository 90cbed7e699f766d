import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allMessageKeys, messageKeys } from './messageKeys';
import { messageValues } from './messageValues';
import { requiredString } from './requiredString';

describe('message keys', () => {
  it('has the 18 message kinds of the spec, and a name rule, in the yup bundle shape', () => {
    expect([...allMessageKeys].sort()).toEqual(
      [
        'yup.errors.mixed.notType',
        'yup.errors.mixed.required',
        'yup.errors.mixed.oneOf',
        'yup.errors.mixed.vatNumber',
        'yup.errors.string.email',
        'yup.errors.string.phone',
        'yup.errors.string.phonenumber',
        'yup.errors.string.password',
        'yup.errors.string.password_match',
        'yup.errors.string.licenceCode',
        'yup.errors.string.length',
        'yup.errors.string.min',
        'yup.errors.string.max',
        'yup.errors.string.matches',
        'yup.errors.string.name',
        'yup.errors.array.min',
        'yup.errors.array.max',
        'yup.errors.number.min',
        'yup.errors.number.max',
      ].sort(),
    );
    expect(messageKeys.string.password_match).toBe('yup.errors.string.password_match');
  });
});

describe('requiredString', () => {
  const name = requiredString(5);

  it('trims the value', () => {
    expect(name.parse('  Jan  ')).toBe('Jan');
  });

  it('answers a blank value with yup.errors.mixed.required', () => {
    expect(name.safeParse('   ').error?.issues.map((i) => i.message)).toEqual([
      messageKeys.mixed.required,
    ]);
  });

  it('answers a missing value with yup.errors.mixed.required and a number with notType', () => {
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe(messageKeys.mixed.required);
    expect(name.safeParse(5).error?.issues[0]?.message).toBe(messageKeys.mixed.notType);
  });

  it('answers a too long value with yup.errors.string.max and the bound as { max }', () => {
    const issue = name.safeParse('Johannes').error?.issues[0];
    expect(issue?.message).toBe(messageKeys.string.max);
    expect(issue && messageValues(issue)).toEqual({ max: 5 });
  });
});

describe('messageValues', () => {
  const valuesOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map(messageValues);

  it('reads { min } from a too-small issue', () => {
    expect(valuesOf(z.array(z.string()).min(2, { error: messageKeys.array.min }), [])).toEqual([
      { min: 2 },
    ]);
  });

  it('reads { length } from an exact-length issue', () => {
    expect(valuesOf(z.string().length(4, { error: messageKeys.string.length }), 'abc')).toEqual([
      { length: 4 },
    ]);
  });

  it('reads the params of a custom rule', () => {
    const licence = z.string().refine((v) => v.length === 6, {
      error: messageKeys.string.licenceCode,
      params: { length: 6, ignored: { nested: true } },
    });
    expect(valuesOf(licence, 'x')).toEqual([{ length: 6 }]);
  });
});
