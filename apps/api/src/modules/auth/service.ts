import { ApiError, type AuthResponse, accountErrorCodes } from '@shop/contract';
import { type Brand, isLocale, type Locale } from '@shop/site';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { findCustomerByEmail, loadCustomer } from '../accounts/customers';
import { storefrontUrl } from '../accounts/links';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { createSession, endAllSessions } from '../accounts/sessions';
import { checkToken, consumeToken, issueToken, tokenError } from '../accounts/tokens';
import { enqueueMail } from '../mail/service';
import { limits } from '../rateLimit/limits';
import { hit, release, tooManyRequests } from '../rateLimit/service';

/**
 * One answer for an unknown address and a wrong password, after the same argon2 work, so the
 * login form tells nobody which addresses have accounts.
 */
export async function login(
  db: Database,
  reply: FastifyReply,
  brand: Brand,
  input: { email: string; password: string },
): Promise<AuthResponse> {
  const email = input.email.trim().toLowerCase();
  const account = `${brand.code}:${email}`;
  // Counted as a failure before the password is checked, in one atomic step, so concurrent
  // guesses cannot all pass the check before the counter moves; a success takes it back.
  const attempts = await hit(db, limits.loginFailuresPerAccount, account);
  if (attempts.hits > limits.loginFailuresPerAccount.max) throw tooManyRequests(reply, attempts);

  const customer = await findCustomerByEmail(db, brand.code, email);
  const valid = await verifyPassword(customer?.passwordHash, input.password);
  if (!customer || !valid) {
    throw ApiError.unauthorized('E-mail address or password is incorrect', {
      code: accountErrorCodes.invalidCredentials,
    });
  }
  await release(db, limits.loginFailuresPerAccount, account);
  const session = await createSession(db, customer.id);
  return { customer: await loadCustomer(db, brand.code, customer.id), session };
}

/** A reset mail, only when the address has an account in this shop. */
export async function forgotPassword(db: Database, brand: Brand, email: string, locale: Locale) {
  const customer = await findCustomerByEmail(db, brand.code, email);
  if (!customer) return;
  const mailLocale = isLocale(locale) ? locale : (customer.locale as Locale);
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, customer.id, 'reset-password');
    await enqueueMail(tx, {
      brand,
      locale: mailLocale,
      to: customer.email,
      template: {
        kind: 'resetPassword',
        firstName: customer.firstName,
        link: storefrontUrl(brand, mailLocale, 'resetPassword', { token }),
      },
    });
  });
}

export async function validateResetToken(db: Database, token: string) {
  const check = await checkToken(db, token, 'reset-password');
  return check.status === 'valid' ? { valid: true } : { valid: false, reason: check.status };
}

/** Sets the new password, uses the token up and ends every session of the account. */
export async function resetPassword(db: Database, brand: Brand, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const result = await consumeToken(tx, token, 'reset-password');
    if (result.status !== 'valid') throw tokenError(result.status);
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, result.customerId))
      .returning({ shopCode: customers.shopCode });
    if (updated?.shopCode !== brand.code) throw tokenError('invalid');
    await endAllSessions(tx, result.customerId);
  });
}
