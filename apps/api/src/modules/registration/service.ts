import { ApiError, type AuthResponse, accountErrorCodes } from '@shop/contract';
import type { Brand, Locale } from '@shop/site';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { findCustomerByEmail, loadCustomer } from '../accounts/customers';
import { storefrontUrl } from '../accounts/links';
import { hashPassword } from '../accounts/passwords';
import { createSession } from '../accounts/sessions';
import { consumeToken, issueToken, tokenError } from '../accounts/tokens';
import { enqueueMail } from '../mail/service';

export interface Registration {
  customerType: 'Private' | 'Business';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  companyName?: string;
  vatNumber?: string;
  locale: Locale;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * Creates the account, its verification mail and a first session in one transaction: a
 * failure anywhere leaves no half-made account behind.
 */
export async function register(
  db: Database,
  brand: Brand,
  input: Registration,
): Promise<AuthResponse> {
  const email = input.email.trim().toLowerCase();
  if (await findCustomerByEmail(db, brand.code, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const customerId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({
          shopCode: brand.code,
          email,
          passwordHash,
          customerType: input.customerType,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          companyName: input.companyName ?? null,
          vatNumber: input.vatNumber ?? null,
          locale: input.locale,
        })
        .returning({ id: customers.id });
      if (!created) throw ApiError.internal('Customer was not created');
      await sendVerification(tx, brand, {
        id: created.id,
        email,
        firstName: input.firstName,
        locale: input.locale,
      });
      return created.id;
    });
    const session = await createSession(db, customerId);
    return { customer: await loadCustomer(db, brand.code, customerId), session };
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function emailTaken() {
  return ApiError.conflict('This e-mail address already has an account', {
    code: accountErrorCodes.emailTaken,
  });
}

export async function sendVerification(
  db: Database,
  brand: Brand,
  customer: { id: string; email: string; firstName: string; locale: Locale },
) {
  const token = await issueToken(db, customer.id, 'verify-email');
  await enqueueMail(db, {
    brand,
    locale: customer.locale,
    to: customer.email,
    template: {
      kind: 'verifyEmail',
      firstName: customer.firstName,
      link: storefrontUrl(brand, customer.locale, 'verifyEmail', { token }),
    },
  });
}

/** Marks the address verified; the link works once and for 24 hours. */
export async function verifyEmail(db: Database, brand: Brand, token: string) {
  return db.transaction(async (tx) => {
    const result = await consumeToken(tx, token, 'verify-email');
    if (result.status !== 'valid') throw tokenError(result.status);
    const [updated] = await tx
      .update(customers)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(customers.id, result.customerId))
      .returning({ shopCode: customers.shopCode });
    // A token from another shop's mail is no token here.
    if (updated?.shopCode !== brand.code) throw tokenError('invalid');
    return { verified: true as const };
  });
}
