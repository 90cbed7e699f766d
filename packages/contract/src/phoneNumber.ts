import { messageKeys } from './messageKeys';
import { stringType } from './stringType';

/**
 * Spec section 5: optional + and up to 4 digits, then groups of 3, 3 and 4 digits, with optional
 * hyphens, dots or brackets between them. Spaces are removed before testing, so they may sit
 * anywhere. Kept as the spec has it, with its known limits: the trunk notation `+31 (0)20 ...`,
 * a hyphen that splits other groups (`06-12345678`; `06 12345678` passes) and 9-digit national
 * numbers (Belgian `02 123 45 67`) do not fit the groups and are rejected.
 */
const phoneNumberPattern = /^(\+?\d{1,4}[-.]?)?\(?\d{3}\)?[-.]?\d{3}[-.]?\d{4}$/;

export const isPhoneNumber = (value: string): boolean =>
  phoneNumberPattern.test(value.replace(/\s/g, ''));

/** Validates only; the value keeps the spelling the customer typed (trimmed). */
export const phoneNumberSchema = stringType()
  .trim()
  .refine(isPhoneNumber, { error: messageKeys.string.phonenumber });
