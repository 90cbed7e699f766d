import { isFinalPaymentStatus, type PaymentStatusResponse } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { checkoutView } from '../checkout/service';
import type { ShopperScope } from '../shopper/shopper';
import { ownOrder, type PaymentContext } from './context';
import { refreshPayment } from './settle';

/**
 * What the result page polls. A payment still open is asked about now and then, so the page
 * turns final even where webhooks cannot reach the API (a laptop behind NAT).
 */
export async function paymentStatus(
  ctx: PaymentContext,
  scope: ShopperScope,
  orderId: string,
): Promise<PaymentStatusResponse> {
  const { shop: brand, shopper, locale } = scope;
  let order = await ownOrder(ctx.db, brand, shopper, orderId);
  let [payment] = await latestPayment(ctx.db, order.id);
  const staleMs = 3000;
  if (
    payment &&
    !isFinalPaymentStatus(payment.status) &&
    Date.now() - payment.updatedAt.getTime() > staleMs
  ) {
    await refreshPayment(ctx, payment).catch(() => undefined);
    await ctx.db.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, payment.id));
    order = await ownOrder(ctx.db, brand, shopper, orderId);
    [payment] = await latestPayment(ctx.db, order.id);
  }
  const view = await checkoutView(ctx.db, brand, order, locale);
  const paymentFinal = payment ? isFinalPaymentStatus(payment.status) : true;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    payment: payment ? { id: payment.id, status: payment.status, method: payment.method } : null,
    final: order.status === 'paid' || paymentFinal,
    totals: order.totals ?? view.totals,
    email: order.details?.email ?? null,
    deliveryType: order.deliveryType ?? null,
    promisedDate: order.promisedDate ?? null,
    lines: view.cart.lines,
  };
}

const latestPayment = (db: Database, orderId: string) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
