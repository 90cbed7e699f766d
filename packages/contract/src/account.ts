import { type CustomerType, customerTypes } from '@shop/site';
import { z } from 'zod';
import { emailSchema } from './email';
import { messageKeys } from './messageKeys';
import { passwordMaxLength, passwordSchema, withPasswordMatch } from './password';
import { firstNameMaxLength, lastNameMaxLength, personName } from './personName';
import { phoneNumberSchema } from './phoneNumber';
import { requiredString } from './requiredString';
import { countrySchema, localeSchema } from './siteEnums';
import { stringType } from './stringType';
import { isVatNumber, normalizeVatNumber } from './vatNumber';

export const customerTypeSchema = z.enum(customerTypes);

/** An optional text field of a form: blank means absent. */
const optionalText = (max: number) =>
  stringType()
    .trim()
    .max(max, { error: messageKeys.string.max })
    .optional()
    .transform((value) => (value ? value : undefined));

export const addressSchema = z.object({
  street: requiredString(120),
  houseNumber: requiredString(10),
  houseNumberAddition: optionalText(10),
  postcode: requiredString(10),
  city: requiredString(80),
  country: countrySchema,
});
export type Address = z.infer<typeof addressSchema>;

/** An address as the API answers it (no input clean-up, so responses encode as they are). */
export const addressViewSchema = z.object({
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().optional(),
  postcode: z.string(),
  city: z.string(),
  country: countrySchema,
});

/** The person (and, for a business, the company) behind an account or an order. */
export const detailsFields = {
  customerType: customerTypeSchema,
  firstName: personName(firstNameMaxLength),
  lastName: personName(lastNameMaxLength),
  phone: z
    .union([z.literal(''), phoneNumberSchema])
    .optional()
    .transform((value) => (value ? value : undefined)),
  companyName: optionalText(120),
  vatNumber: optionalText(20),
};

/**
 * A business customer names the company and gives an EU VAT number whose format matches the
 * country of its prefix (NL…B01, BE0…, DE…, ATU…, FR…); a private customer gives neither.
 */
export function businessRules(
  value: { customerType: CustomerType; companyName?: string; vatNumber?: string },
  ctx: z.RefinementCtx,
) {
  if (value.customerType !== 'Business') return;
  if (!value.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: messageKeys.mixed.required });
  }
  if (!value.vatNumber) {
    ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: messageKeys.mixed.required });
  } else if (!isVatNumber(value.vatNumber)) {
    ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: messageKeys.mixed.vatNumber });
  }
}

export function normalizeBusiness<
  T extends { customerType: CustomerType; companyName?: string; vatNumber?: string },
>(value: T): T {
  if (value.customerType === 'Private')
    return { ...value, companyName: undefined, vatNumber: undefined };
  return { ...value, vatNumber: value.vatNumber ? normalizeVatNumber(value.vatNumber) : undefined };
}

/** PUT /me/details */
export const customerDetailsSchema = z
  .object(detailsFields)
  .superRefine(businessRules)
  .transform(normalizeBusiness);
export type CustomerDetails = z.input<typeof customerDetailsSchema>;

const registrationFields = z.object({
  ...detailsFields,
  email: emailSchema,
  password: passwordSchema,
  locale: localeSchema,
});

/** POST /Registration */
export const registrationBodySchema = registrationFields
  .superRefine(businessRules)
  .transform(normalizeBusiness);
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** The registration form: the body plus the repeated password. */
export const registrationFormSchema = withPasswordMatch(
  registrationFields.extend({ passwordConfirm: stringType() }),
  'password',
  'passwordConfirm',
).superRefine(businessRules);

export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const customerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  customerType: customerTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  locale: localeSchema,
  emailVerified: z.boolean(),
  address: addressViewSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Customer = z.infer<typeof customerSchema>;

/** Login and registration both answer with the customer and a new session. */
export const authResponseSchema = z.object({ customer: customerSchema, session: sessionSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  // The login form does not re-check the password rules: old passwords may predate them.
  password: stringType()
    .min(1, { error: messageKeys.mixed.required })
    .max(passwordMaxLength, { error: messageKeys.string.max }),
});

export const accountTokenSchema = stringType().min(20).max(200);

export const tokenBodySchema = z.object({ token: accountTokenSchema });

export const verifyResponseSchema = z.object({ verified: z.literal(true) });

export const forgotBodySchema = z.object({ email: emailSchema });
/** The same answer whether or not the address has an account. */
export const forgotResponseSchema = z.object({ accepted: z.literal(true) });

export const resetValidateResponseSchema = z.object({
  valid: z.boolean(),
  reason: z.enum(['expired', 'invalid']).optional(),
});

export const resetBodySchema = z.object({ token: accountTokenSchema, password: passwordSchema });

/** The reset form: the new password twice. */
export const resetFormSchema = withPasswordMatch(
  z.object({ password: passwordSchema, passwordConfirm: stringType() }),
  'password',
  'passwordConfirm',
);

/** PUT /me: the account's address (and the locale its mails are written in). */
export const updateAccountBodySchema = z.object({
  address: addressSchema.optional(),
  locale: localeSchema.optional(),
});

export const resendVerificationResponseSchema = z.object({ sent: z.boolean() });

/** Machine codes of account errors, beyond the catalogue's. */
export const accountErrorCodes = {
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  sessionRequired: 'SESSION_REQUIRED',
} as const;
