import { isFinalPaymentStatus } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentRow } from '../../db/schema';
import { orders, payments } from '../../db/schema';
import { unsettledPaymentStatuses } from '../cart/carts';
import { type PaymentContext, providerOf } from './context';
import { openAtProvider } from './initiate';
import { applyStatus } from './record';

/** A payment the provider never confirmed having is given up after this long. */
const createdGiveUpMinutes = 30;

/** Asks the provider where a payment stands and records it. */
export async function refreshPayment(ctx: PaymentContext, payment: PaymentRow): Promise<void> {
  if (isFinalPaymentStatus(payment.status)) return;
  if (!payment.providerRef) {
    const ageMinutes = (Date.now() - payment.createdAt.getTime()) / 60_000;
    if (ageMinutes > createdGiveUpMinutes) {
      await applyStatus(ctx.db, payment.id, 'failed');
      return;
    }
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, payment.orderId));
    if (order) await openAtProvider(ctx, order, payment);
    return;
  }
  const answer = await providerOf(ctx, payment).getPayment(payment.providerRef);
  await applyStatus(ctx.db, payment.id, answer.status);
}

/** POST /orders/payment/webhook/payment: the provider's id only; unknown ids change nothing. */
export async function handlePaymentWebhook(ctx: PaymentContext, providerRef: string) {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerRef, providerRef));
  if (payment) await refreshPayment(ctx, payment);
}

/** What PostgreSQL reads as a uuid; anything else would fail the query instead of matching none. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /orders/payment/webhook/order: our order id; every unsettled payment of it is checked. */
export async function handleOrderWebhook(ctx: PaymentContext, orderId: string) {
  if (!uuidPattern.test(orderId)) return;
  const unsettled = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, [...unsettledPaymentStatuses])),
    );
  for (const payment of unsettled) await refreshPayment(ctx, payment);
}
