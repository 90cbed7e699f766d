import { z } from 'zod';
import { messageKeys } from './messageKeys';
import { stringType } from './stringType';

/** RFC 5321 limits a forward path to 256 octets including the angle brackets. */
export const emailMaxLength = 254;

/**
 * Trimmed and lower-cased before the checks, so `' Jan@Example.NL '` is stored and compared as
 * `jan@example.nl` (the account's unique key). The pattern is zod's standard one, which also
 * puts `format: email` in the OpenAPI document.
 */
export const emailSchema = stringType()
  .trim()
  .toLowerCase()
  .max(emailMaxLength, { error: messageKeys.string.email })
  .check(z.email({ error: messageKeys.string.email }));

export const isEmail = (value: string): boolean => emailSchema.safeParse(value).success;
