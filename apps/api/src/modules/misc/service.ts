import { emailSchema, type ValidateEmailResponse } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';

/**
 * Registration asks while the customer types. Saying "already in use" reveals that an account
 * exists; the registration form needs exactly that, so the answer is honest and the abuse
 * guard is rate limiting (outside this module). An address that is not one is never looked up.
 */
export async function checkEmail(
  db: Database,
  shopCode: string,
  email: string,
): Promise<ValidateEmailResponse> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { valid: false, inUse: false };
  // emailSchema trims and lower-cases: the same form the customers table stores.
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopCode, shopCode), eq(customers.email, parsed.data)))
    .limit(1);
  return { valid: true, inUse: customer !== undefined };
}
