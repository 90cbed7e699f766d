import { randomBytes } from 'node:crypto';
import type { BuiltinOutcome } from '@shop/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type BuiltinProviderPaymentRow, builtinProviderPayments } from '../../../db/schema';
import type { CreatePaymentInput, PaymentProvider, ProviderPayment } from '../provider';
import { ProviderError } from '../provider';

export const builtinProviderId = 'builtin';

/** Like a real checkout, an untouched payment page stops taking payments after a while. */
export const builtinExpiryMinutes = 15;

export const builtinCheckoutPath = (ref: string) => `/payment-provider/checkout/${ref}`;

/**
 * The provider that works offline: its "servers" are a table and a hosted page of this API
 * where a person decides the outcome. The shop talks to it only through PaymentProvider, as it
 * would to Mollie.
 */
export function builtinProvider(db: Database, publicApiUrl: string): PaymentProvider {
  const view = (row: BuiltinProviderPaymentRow): ProviderPayment => ({
    ref: row.id,
    status: row.status === 'created' ? 'open' : row.status,
    checkoutUrl: `${publicApiUrl}${builtinCheckoutPath(row.id)}`,
  });

  return {
    id: builtinProviderId,
    async createPayment(input: CreatePaymentInput) {
      await db
        .insert(builtinProviderPayments)
        .values({
          id: `bt_${randomBytes(8).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          description: input.description,
          method: input.method,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          expiresAt: new Date(Date.now() + builtinExpiryMinutes * 60_000),
        })
        .onConflictDoNothing({ target: builtinProviderPayments.idempotencyKey });
      const [row] = await db
        .select()
        .from(builtinProviderPayments)
        .where(eq(builtinProviderPayments.idempotencyKey, input.idempotencyKey));
      if (!row) throw new ProviderError('The payment was not stored');
      return view(row);
    },
    async getPayment(ref: string) {
      await expireStale(db, ref);
      const [row] = await db
        .select()
        .from(builtinProviderPayments)
        .where(eq(builtinProviderPayments.id, ref));
      if (!row) throw new ProviderError(`No payment ${ref}`, 404);
      return view(row);
    },
  };
}

async function expireStale(db: Database, ref: string) {
  await db
    .update(builtinProviderPayments)
    .set({ status: 'expired' })
    .where(
      and(
        eq(builtinProviderPayments.id, ref),
        inArray(builtinProviderPayments.status, ['open']),
        lt(builtinProviderPayments.expiresAt, new Date()),
      ),
    );
}

/**
 * The person's choice on the hosted page. Open payments take any outcome, pending ones only a
 * final one; a final payment stays as it is (a second tab, a back button).
 */
export async function decide(db: Database, ref: string, outcome: BuiltinOutcome) {
  await expireStale(db, ref);
  const from = outcome === 'pending' ? ['open'] : ['open', 'pending'];
  await db
    .update(builtinProviderPayments)
    .set({ status: outcome })
    .where(
      and(
        eq(builtinProviderPayments.id, ref),
        inArray(builtinProviderPayments.status, from as ('open' | 'pending')[]),
      ),
    );
  const [row] = await db
    .select()
    .from(builtinProviderPayments)
    .where(eq(builtinProviderPayments.id, ref));
  return row;
}
