import { describe, expect, it } from 'vitest';
import { emailSchema, isEmail } from './email';
import { messageKeys } from './messageKeys';

const messagesOf = (value: unknown): string[] =>
  emailSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('emailSchema', () => {
  it.each(['jan@example.nl', 'jan.de.vries+shop@sub.example.co.uk', "o'neil@example.com"])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each([
    'jan',
    'jan@',
    '@example.nl',
    'jan@example',
    'jan de vries@example.nl',
    'jan..vries@example.nl',
    'jan@example..nl',
  ])('rejects %s with yup.errors.string.email', (value) => {
    expect(messagesOf(value)).toEqual([messageKeys.string.email]);
  });

  it('trims and lower-cases the address', () => {
    expect(emailSchema.parse('  Jan@Example.NL ')).toBe('jan@example.nl');
  });

  it('rejects an address longer than 254 characters with yup.errors.string.email', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(180)}.example.nl`;
    expect(long.length).toBeGreaterThan(254);
    expect(messagesOf(long)).toContain(messageKeys.string.email);
  });

  it('answers a missing address with yup.errors.mixed.required', () => {
    expect(messagesOf(undefined)).toEqual([messageKeys.mixed.required]);
  });
});
