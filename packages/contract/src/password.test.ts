import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageKeys } from './messageKeys';
import {
  isPassword,
  passwordMaxLength,
  passwordSchema,
  passwordSpecialCharacters,
  withPasswordMatch,
} from './password';

const messagesOf = (schema: z.ZodType, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const passwordKey = messageKeys.string.password;

describe('passwordSchema', () => {
  it('accepts a password with a lowercase, an uppercase, a digit and a special character', () => {
    expect(passwordSchema.parse('Secret1!')).toBe('Secret1!');
  });

  it('rejects a password shorter than 8 characters with yup.errors.string.password', () => {
    expect(messagesOf(passwordSchema, 'Sec1!ab')).toEqual([passwordKey]);
  });

  it('rejects a password longer than 128 characters with yup.errors.string.password', () => {
    const long = `Aa1!${'x'.repeat(passwordMaxLength - 3)}`;
    expect(messagesOf(passwordSchema, long)).toEqual([passwordKey]);
    expect(isPassword(long.slice(0, -1))).toBe(true);
  });

  it('rejects a password without a lowercase letter with yup.errors.string.password', () => {
    expect(messagesOf(passwordSchema, 'SECRET12!')).toEqual([passwordKey]);
  });

  it('rejects a password without an uppercase letter with yup.errors.string.password', () => {
    expect(messagesOf(passwordSchema, 'secret12!')).toEqual([passwordKey]);
  });

  it('rejects a password without a digit with yup.errors.string.password', () => {
    expect(messagesOf(passwordSchema, 'Secretly!')).toEqual([passwordKey]);
  });

  it('rejects a password without a special character with yup.errors.string.password', () => {
    expect(messagesOf(passwordSchema, 'Secret123')).toEqual([passwordKey]);
  });

  it('rejects a password containing whitespace with yup.errors.string.password', () => {
    expect(messagesOf(passwordSchema, 'Secret 1!')).toEqual([passwordKey]);
    expect(messagesOf(passwordSchema, 'Secret1!\t')).toEqual([passwordKey]);
  });

  it('counts every character of the fixed special set', () => {
    for (const special of passwordSpecialCharacters) {
      expect(isPassword(`Secret12${special}`), special).toBe(true);
    }
  });

  it('does not count a character outside the special set as the special one', () => {
    expect(isPassword('Secret12€')).toBe(false);
  });

  it('counts accented letters as lowercase and uppercase', () => {
    expect(isPassword('ÉCOLE12!é')).toBe(true);
  });

  it('answers a missing password with yup.errors.mixed.required', () => {
    expect(messagesOf(passwordSchema, undefined)).toEqual([messageKeys.mixed.required]);
  });

  it('answers a password that is not a string with yup.errors.mixed.notType', () => {
    expect(messagesOf(passwordSchema, 12345678)).toEqual([messageKeys.mixed.notType]);
  });
});

describe('withPasswordMatch', () => {
  const registration = withPasswordMatch(
    z.object({ email: z.string(), password: passwordSchema, passwordConfirm: z.string() }),
    'password',
    'passwordConfirm',
  );

  it('accepts a confirmation equal to the password', () => {
    const value = { email: 'a@b.nl', password: 'Secret1!', passwordConfirm: 'Secret1!' };
    expect(registration.parse(value)).toEqual(value);
  });

  it('rejects a different confirmation with yup.errors.string.password_match on the confirm field', () => {
    const result = registration.safeParse({
      email: 'a@b.nl',
      password: 'Secret1!',
      passwordConfirm: 'Secret2!',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['passwordConfirm'],
        message: messageKeys.string.password_match,
      }),
    ]);
  });

  it('reports the mismatch together with the other fields’ issues', () => {
    const result = registration.safeParse({ email: 1, password: 'weak', passwordConfirm: 'x' });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(messageKeys.string.password_match);
    expect(messages).toContain(passwordKey);
  });
});
