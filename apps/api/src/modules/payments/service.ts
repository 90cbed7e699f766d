import {
  ApiError,
  checkoutErrorCodes,
  type InitiatePaymentResponse,
  isFinalPaymentStatus,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentStatusResponse,
  paymentMethodsByCountry,
} from '@shop/contract';
import { type Brand, brandByCode, type Locale, resolveLocale } from '@shop/site';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { storefrontUrlOn } from '../accounts/links';
import { reachableBy, type Shopper, unsettledPaymentStatuses } from '../cart/carts';
import { checkoutView } from '../checkout/service';
import { markOrderPaid } from '../orders/paid';
import {
  type PaymentProvider,
  type PaymentProviders,
  ProviderError,
  type ProviderPayment,
} from './provider';

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export interface PaymentContext {
  db: Database;
  providers: PaymentProviders;
  /** The API's address as payment providers reach it (webhooks). */
  publicApiUrl: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * A provider that refuses the payment outright (4xx: a method not enabled, an amount out of
 * range, a wrong key) will refuse it again: the attempt ends as failed, so the shopper can
 * choose again. Busy or unreachable (429, 5xx, network): the row waits for a retry.
 */
const refusedForGood = (error: ProviderError) =>
  error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429;

/** A payment the provider never confirmed having is given up after this long. */
const createdGiveUpMinutes = 30;

/** A shopper's placed order of this shop; anyone else's is as absent as a missing one. */
async function ownOrder(db: Database, brand: Brand, shopper: Shopper, orderId: string) {
  const owner = reachableBy(shopper);
  const [order] = owner
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.shopCode, brand.code), owner))
    : [];
  if (!order) throw ApiError.notFound('Order not found');
  return order;
}

function providerOf(ctx: PaymentContext, payment: PaymentRow): PaymentProvider {
  const provider = ctx.providers.byId(payment.provider);
  if (!provider)
    throw new Error(`Payment ${payment.id} belongs to unknown provider ${payment.provider}`);
  return provider;
}

/**
 * Opens a payment at the provider for a placed order. The order row is locked while we look for
 * a payment in progress, so concurrent submissions find the same one; our payment id is the
 * provider's idempotency key, so even two calls to the provider yield one payment there.
 */
export async function initiatePayment(
  ctx: PaymentContext,
  brand: Brand,
  shopper: Shopper,
  input: { orderId: string; method: PaymentMethod; returnOrigin?: string },
): Promise<InitiatePaymentResponse> {
  const { db } = ctx;
  await ownOrder(db, brand, shopper, input.orderId);
  const { order, payment } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order || order.status !== 'pending' || !order.totals || !order.details) {
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
async function openAtProvider(
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

/** Waiting longer between checks the older an unsettled payment gets. */
function nextCheck(createdAt: Date, now = new Date()): Date {
  const ageMinutes = (now.getTime() - createdAt.getTime()) / 60_000;
  const waitMinutes = ageMinutes < 60 ? 1 : ageMinutes < 24 * 60 ? 15 : 60;
  return new Date(now.getTime() + waitMinutes * 60_000);
}

/**
 * Records what the provider said. The payment row is locked, a final status never changes, and
 * the order's side of a payment (paid, mail, ERP export) happens in the same transaction, so
 * repeated and concurrent reports settle an order exactly once.
 */
export async function applyStatus(db: Database, paymentId: string, status: PaymentStatus) {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment || isFinalPaymentStatus(payment.status)) return;
    if (payment.status === status && !isFinalPaymentStatus(status)) {
      await tx
        .update(payments)
        .set({ checkAfter: nextCheck(payment.createdAt) })
        .where(eq(payments.id, payment.id));
      return;
    }
    await tx
      .update(payments)
      .set({ status, updatedAt: new Date(), checkAfter: nextCheck(payment.createdAt) })
      .where(eq(payments.id, payment.id));
    if (status === 'paid') await markOrderPaid(tx, payment.orderId);
  });
}

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

/** POST /orders/payment/webhook/order: our order id; every unsettled payment of it is checked. */
export async function handleOrderWebhook(ctx: PaymentContext, orderId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return;
  const unsettled = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, [...unsettledPaymentStatuses])),
    );
  for (const payment of unsettled) await refreshPayment(ctx, payment);
}

/** A placed order nobody pays for this long is closed, so it stops waiting in my account. */
export const unpaidOrderExpiryDays = 14;

/**
 * Placed orders left unpaid (no payment running) for `unpaidOrderExpiryDays` end as expired;
 * their lines stay for the record, and the shopper's next visit starts a new cart.
 */
export async function expireUnpaidOrders(db: Database): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(
      and(
        eq(orders.status, 'pending'),
        lte(orders.placedAt, sql`now() - make_interval(days => ${unpaidOrderExpiryDays})`),
        sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} in ('created', 'open', 'pending'))`,
      ),
    )
    .returning({ id: orders.id });
  return expired.length;
}

/** Every unsettled payment becomes due for a check (at start-up, after possible downtime). */
export async function unsettledDueNow(db: Database): Promise<void> {
  await db
    .update(payments)
    .set({ checkAfter: sql`now()` })
    .where(
      and(
        inArray(payments.status, [...unsettledPaymentStatuses]),
        sql`${payments.checkAfter} > now()`,
      ),
    );
}

/**
 * One pass of the reconciler: unsettled payments whose check is due are leased (SKIP LOCKED,
 * so replicas share them) and asked about. This is what finishes an order whose webhook never
 * came: the API was down, or the network lost it.
 */
export async function reconcileDue(ctx: PaymentContext, batchSize = 20): Promise<number> {
  const due = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, [...unsettledPaymentStatuses]),
          lte(payments.checkAfter, sql`now()`),
        ),
      )
      .orderBy(asc(payments.checkAfter))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(payments)
        .set({ checkAfter: sql`now() + interval '2 minutes'` })
        .where(
          inArray(
            payments.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return rows;
  });
  for (const payment of due) {
    try {
      await refreshPayment(ctx, payment);
    } catch (err) {
      // The lease above makes this payment due again later.
      ctx.log?.warn({ paymentId: payment.id, err }, 'payment could not be reconciled');
    }
  }
  return due.length;
}

/**
 * What the result page polls. A payment still open is asked about now and then, so the page
 * turns final even where webhooks cannot reach the API (a laptop behind NAT).
 */
export async function paymentStatus(
  ctx: PaymentContext,
  brand: Brand,
  shopper: Shopper,
  orderId: string,
  locale: Locale,
): Promise<PaymentStatusResponse> {
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
