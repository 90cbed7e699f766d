import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { unsettledPaymentStatuses } from '../cart/carts';
import type { PaymentContext } from './context';
import { refreshPayment } from './settle';

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
