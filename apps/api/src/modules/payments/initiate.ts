import {
  ApiError,
  checkoutErrorCodes,
  type InitiatePaymentResponse,
  type PaymentMethod,
  paymentMethodsByCountry,
} from '@shop/contract';
import { brandByCode, type Locale, resolveLocale } from '@shop/site';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderRow, PaymentRow } from '../../db/schema';
import { orders, payments } from '../../db/schema';
import { storefrontUrlOn } from '../accounts/links';
import { unsettledPaymentStatuses } from '../cart/carts';
import type { ShopperScope } from '../shopper/shopper';
import { ownOrder, type PaymentContext, providerOf } from './context';
import { ProviderError, type ProviderPayment } from './provider';
import { applyStatus } from './record';

/**
 * A provider that refuses the payment outright (4xx: a method not enabled, an amount out of
 * range, a wrong key) will refuse it again: the attempt ends as failed, so the shopper can
 * choose again. Busy or unreachable (429, 5xx, network): the row waits for a retry.
 */
const refusedForGood = (error: ProviderError) =>
  error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Opens a payment at the provider for a placed order. The order row is locked while we look for
 * a payment in progress, so concurrent submissions find the same one; our payment id is the
 * provider's idempotency key, so even two calls to the provider yield one payment there.
 */
export async function initiatePayment(
  ctx: PaymentContext,
  scope: ShopperScope,
  input: { orderId: string; method: PaymentMethod; returnOrigin?: string },
): Promise<InitiatePaymentResponse> {
  const { db } = ctx;
  const { shop: brand, shopper } = scope;
  await ownOrder(db, brand, shopper, input.orderId);
  const { order, payment } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (order?.status !== 'pending' || !order.totals || !order.details) {
      throw ApiError.unprocessableContent(
        order?.status === 'paid' ? 'The order is paid already' : 'Place the order before paying',
        { code: checkoutErrorCodes.orderNotPayable },
      );
    }
    const [running] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          inArray(payments.status, [...unsettledPaymentStatuses]),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (running) return { order, payment: running };
    if (!paymentMethodsByCountry[order.details.invoiceAddress.country].includes(input.method)) {
      throw ApiError.unprocessableContent(`${input.method} is not offered here`, {
        code: checkoutErrorCodes.methodUnavailable,
      });
    }
    const [created] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: ctx.providers.active.id,
        method: input.method,
        amountCents: order.totals.grossCents,
      })
      .returning();
    if (!created) throw new Error('The payment insert returned no row');
    return { order, payment: created };
  });
  const opened = payment.checkoutUrl
    ? payment
    : await openAtProvider(ctx, order, payment, input.returnOrigin);
  if (!opened.checkoutUrl) {
    throw ApiError.of('BAD_GATEWAY', 'The payment provider gave no payment page', {
      code: checkoutErrorCodes.providerUnavailable,
    });
  }
  return { orderId: order.id, paymentId: opened.id, checkoutUrl: opened.checkoutUrl };
}

/** Creates (or, with the same key, finds again) the provider's payment for our row. */
export async function openAtProvider(
  ctx: PaymentContext,
  order: OrderRow,
  payment: PaymentRow,
  returnOrigin?: string,
) {
  const brand = brandByCode(order.shopCode);
  if (!brand) throw new Error(`Order ${order.id} has an unknown shop ${order.shopCode}`);
  const locale: Locale = resolveLocale(order.locale ?? undefined);
  let answer: ProviderPayment;
  try {
    answer = await providerOf(ctx, payment).createPayment({
      idempotencyKey: payment.id,
      amountCents: payment.amountCents,
      description: `${brand.name} ${order.orderNumber}`,
      method: payment.method,
      locale,
      redirectUrl: storefrontUrlOn(returnOrigin, brand, locale, 'checkoutResult', {
        order: order.id,
      }),
      webhookUrl: `${ctx.publicApiUrl}/orders/payment/webhook/payment`,
      metadata: { orderId: order.id, paymentId: payment.id },
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log?.warn({ paymentId: payment.id, err: error.message }, 'payment provider refused');
    // Otherwise the row stays `created`: the reconciler asks again with the same key.
    if (refusedForGood(error)) await applyStatus(ctx.db, payment.id, 'failed');
    throw ApiError.of('BAD_GATEWAY', 'The payment provider is not available; try again', {
      code: checkoutErrorCodes.providerUnavailable,
    });
  }
  const [updated] = await ctx.db
    .update(payments)
    .set({ providerRef: answer.ref, checkoutUrl: answer.checkoutUrl, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)))
    .returning();
  if (updated) await applyStatus(ctx.db, updated.id, answer.status);
  const [current] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
  return current ?? payment;
}
