import { describe, expect, it } from 'vitest';
import { messageKeys } from './messageKeys';
import { isPhoneNumber, phoneNumberSchema } from './phoneNumber';

describe('phone numbers', () => {
  it.each([
    '020-123-4567',
    '+31 020 123 4567',
    '(020) 123-4567',
    '0201234567',
    '+31 20 123 4567',
    '+31 6 12345678',
    '06 12345678',
    '+49 30 12345678',
    '+32 470 12 34 56',
    '+44 20 7946 0958',
    '020.123.4567',
  ])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    'abc',
    '12',
    '+31 12',
    '',
    '+31 (0)20 123 4567',
    '06-12345678',
    '+32 2 123 45 67',
    '020-123-456a',
    '++31 20 123 4567',
    '020--123-4567',
    '+31123456789012345',
  ])('rejects %j', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('rejects an invalid number with yup.errors.string.phonenumber', () => {
    const result = phoneNumberSchema.safeParse('12');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      messageKeys.string.phonenumber,
    ]);
  });

  it('keeps the spelling the customer typed, trimmed', () => {
    expect(phoneNumberSchema.parse(' +31 20 123 4567 ')).toBe('+31 20 123 4567');
  });
});
