import type { z } from 'zod';
import { messageKeys } from './messageKeys';
import { stringType } from './stringType';

/** The fixed set a password needs at least one character from (spec section 5). */
export const passwordSpecialCharacters = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';

export const passwordMinLength = 8;
/** Hashing cost grows with length, so an unbounded password is an argon2 denial-of-service. */
export const passwordMaxLength = 128;

const escapeForCharacterClass = (characters: string): string =>
  characters.replace(/[\\\]^-]/g, '\\$&');

const specialCharacter = new RegExp(`[${escapeForCharacterClass(passwordSpecialCharacters)}]`);

/**
 * Every rule reports the same key, as the spec has one message for the whole policy. Letters
 * count in any script (`é`, `Ä`); other characters outside the set are allowed but do not count
 * as the special one.
 */
export const passwordSchema = stringType()
  .min(passwordMinLength, { error: messageKeys.string.password })
  .max(passwordMaxLength, { error: messageKeys.string.password })
  .regex(/\p{Ll}/u, { error: messageKeys.string.password })
  .regex(/\p{Lu}/u, { error: messageKeys.string.password })
  .regex(/\d/, { error: messageKeys.string.password })
  .regex(specialCharacter, { error: messageKeys.string.password })
  .regex(/^\S*$/, { error: messageKeys.string.password });

export const isPassword = (value: string): boolean => passwordSchema.safeParse(value).success;

/**
 * Adds "the confirmation equals the password" to an object schema, reported on the confirm field
 * with `yup.errors.string.password_match`. It also runs when other fields are invalid, so the
 * form shows the mismatch together with the rest.
 */
export function withPasswordMatch<
  T extends z.ZodObject,
  A extends keyof z.output<T> & string,
  B extends keyof z.output<T> & string,
>(schema: T, passwordField: A, confirmField: B): T {
  return schema.refine(
    (value) => {
      const password: unknown = value[passwordField];
      return password === value[confirmField];
    },
    {
      error: messageKeys.string.password_match,
      path: [confirmField],
      when: (payload) => {
        const value = payload.value;
        return (
          typeof value === 'object' &&
          value !== null &&
          typeof Reflect.get(value, passwordField) === 'string' &&
          typeof Reflect.get(value, confirmField) === 'string'
        );
      },
    },
  );
}
