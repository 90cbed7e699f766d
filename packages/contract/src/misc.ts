import type { Country } from '@shop/site';
import { z } from 'zod';
import { countrySchema } from './siteEnums';
import { stringType } from './stringType';

/**
 * Translation keys (web app `form` namespace) of the address check's findings. One key per field
 * is enough: the form shows the country's format next to the field, so "empty" and "wrong
 * shape" read the same.
 */
export const addressErrorKeys = {
  postcode: 'form.errors.postcode',
  houseNumber: 'form.errors.houseNumber',
  houseNumberAddition: 'form.errors.houseNumberAddition',
} as const;

export type AddressErrorField = keyof typeof addressErrorKeys;

/** Belgium and Austria: 1000-9999. */
const fourDigits = (value: string): string | null => (/^[1-9]\d{3}$/.test(value) ? value : null);

function dutchPostcode(value: string): string | null {
  const match = /^([1-9]\d{3}) ?([A-Z]{2})$/.exec(value);
  // PostNL never issues SA, SD and SS (their wartime connotations).
  if (!match || ['SA', 'SD', 'SS'].includes(match[2] ?? '')) return null;
  return `${match[1]} ${match[2]}`;
}

/**
 * French postcodes run 01000-98999 (98 covers Monaco and the Pacific territories). Corsica's
 * départements are 2A and 2B, but their postcodes are plain digits (20000-20999), so `2A004`
 * (an INSEE commune code, not a postcode) is refused.
 */
function frenchPostcode(value: string): string | null {
  if (!/^\d{5}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1000 && number <= 98999 ? value : null;
}

/** The UK government's postcode pattern (BS 7666), spaces removed; GIR 0AA is Girobank's. */
const ukPostcodePattern =
  /^(GIR0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** People type `sw1a1aa` or `SW1A  1AA`; the inward code is always the last three characters. */
function britishPostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, '');
  if (!ukPostcodePattern.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Per country: the normalised postcode, or null when the value (trimmed, upper case) is none. */
export const postcodeRules: Record<Country, (value: string) => string | null> = {
  NL: dutchPostcode,
  BE: fourDigits,
  DE: (value) => (/^\d{5}$/.test(value) ? value : null),
  AT: fourDigits,
  FR: frenchPostcode,
  GB: britishPostcode,
};

/** The postcode in its written form for the country (`1234ab` -> `1234 AB`), or null. */
export function normalizePostcode(country: Country, postcode: string): string | null {
  return postcodeRules[country](postcode.trim().toUpperCase());
}

export interface HouseNumber {
  houseNumber: string;
  houseNumberAddition?: string;
}

const houseNumberMax = 99999;
const additionPattern = /^[A-Z0-9]{1,6}$/;
/**
 * `12`, `12a`, `12 A`, `12-3`, `12/3`, `12 bis`: a number of 1-5 digits, then an optional
 * addition. Without a separator the addition must start with a letter, so `123456` is a
 * six-digit number (refused), not `12345` + `6`.
 */
const combinedPattern = /^(\d{1,5})(?:(?:[\s/-]+|(?=[A-Z]))([A-Z0-9]{1,6}))?$/;

/** The number as written without leading zeros, or null outside 1-99999. */
function houseNumberValue(digits: string): string | null {
  const number = Number(digits);
  return number >= 1 && number <= houseNumberMax ? String(number) : null;
}

/** Forms send the addition as typed: `-a`, ` bis`; the stored form is `A`, `BIS`. */
export function normalizeHouseNumberAddition(addition: string): string | null {
  const cleaned = addition
    .trim()
    .replace(/^[\s/-]+/, '')
    .toUpperCase();
  return additionPattern.test(cleaned) ? cleaned : null;
}

/**
 * Splits a house number as typed into number and addition: `12a` becomes 12 + `A`. The Dutch
 * and Belgian forms keep the addition in a field of its own, so every address is stored that
 * way. Null when the value is no house number.
 */
export function splitHouseNumber(houseNumber: string): HouseNumber | null {
  const match = combinedPattern.exec(houseNumber.trim().toUpperCase());
  const value = match?.[1] === undefined ? null : houseNumberValue(match[1]);
  if (value === null) return null;
  return match?.[2] === undefined
    ? { houseNumber: value }
    : { houseNumber: value, houseNumberAddition: match[2] };
}

// Bounds on the body only keep absurd input out; the rules below decide what is valid.
const addressField = stringType().max(32);
const addressText = stringType().max(200);

/** POST /Misc/validate/address. Street and city are accepted but not checked (no reference data). */
export const validateAddressBodySchema = z.object({
  country: countrySchema,
  postcode: addressField,
  houseNumber: addressField,
  houseNumberAddition: addressField.optional(),
  street: addressText.optional(),
  city: addressText.optional(),
});

export type ValidateAddressBody = z.infer<typeof validateAddressBodySchema>;

export const addressErrorSchema = z.object({
  field: z.enum(['postcode', 'houseNumber', 'houseNumberAddition']),
  key: z.enum([
    addressErrorKeys.postcode,
    addressErrorKeys.houseNumber,
    addressErrorKeys.houseNumberAddition,
  ]),
});

export type AddressError = z.infer<typeof addressErrorSchema>;

export const validateAddressResponseSchema = z.object({
  valid: z.boolean(),
  /** The address as it should be stored; null while any field is wrong. */
  normalized: z
    .object({
      postcode: z.string(),
      houseNumber: z.string(),
      houseNumberAddition: z.string().optional(),
    })
    .nullable(),
  errors: z.array(addressErrorSchema),
});

export type ValidateAddressResponse = z.infer<typeof validateAddressResponseSchema>;

const errorOf = (field: AddressErrorField): AddressError => ({
  field,
  key: addressErrorKeys[field],
});

/**
 * The address rules in one pure function, so the web form answers the same as the API without
 * a round trip. Every wrong field is reported, not only the first.
 */
export function validateAddress(
  input: Pick<ValidateAddressBody, 'country' | 'postcode' | 'houseNumber' | 'houseNumberAddition'>,
): ValidateAddressResponse {
  const errors: AddressError[] = [];
  const postcode = normalizePostcode(input.country, input.postcode);
  if (postcode === null) errors.push(errorOf('postcode'));

  // Forms send an empty addition field as ''; that means "none".
  const typedAddition = input.houseNumberAddition?.trim() ? input.houseNumberAddition : undefined;
  let number = splitHouseNumber(input.houseNumber);
  // With an addition of its own, `12a` + `b` is ambiguous: the number must be digits only.
  if (typedAddition !== undefined && number?.houseNumberAddition !== undefined) number = null;
  if (number === null) errors.push(errorOf('houseNumber'));

  let addition = number?.houseNumberAddition;
  if (typedAddition !== undefined) {
    addition = normalizeHouseNumberAddition(typedAddition) ?? undefined;
    if (addition === undefined) errors.push(errorOf('houseNumberAddition'));
  }

  if (postcode === null || number === null || errors.length > 0) {
    return { valid: false, normalized: null, errors };
  }
  const normalized: HouseNumber & { postcode: string } = {
    postcode,
    houseNumber: number.houseNumber,
  };
  if (addition !== undefined) normalized.houseNumberAddition = addition;
  return { valid: true, normalized, errors: [] };
}

/**
 * POST /Misc/validate/email and /Misc/validate/emaildomain. Any string is accepted so that a
 * malformed address gets `valid: false` rather than a 400; the bound only keeps junk out.
 */
export const validateEmailBodySchema = z.object({ email: stringType().max(1024) });

export type ValidateEmailBody = z.infer<typeof validateEmailBodySchema>;

export const validateEmailResponseSchema = z.object({
  valid: z.boolean(),
  /** A customer of this shop already uses the address (registration says so while typing). */
  inUse: z.boolean(),
});

export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>;

export const validateEmailDomainBodySchema = validateEmailBodySchema;

export type ValidateEmailDomainBody = ValidateEmailBody;

export const emailDomainReasons = ['syntax', 'disposable', 'no-mail-server'] as const;

export type EmailDomainReason = (typeof emailDomainReasons)[number];

export const validateEmailDomainResponseSchema = z.object({
  valid: z.boolean(),
  /**
   * False when DNS could not answer in time: the address passes unchecked rather than blocking
   * a customer on our resolver's trouble.
   */
  checked: z.boolean(),
  reason: z.enum(emailDomainReasons).optional(),
});

export type ValidateEmailDomainResponse = z.infer<typeof validateEmailDomainResponseSchema>;
