import { isFinalPaymentStatus, type PaymentStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { markOrderPaid } from '../orders/paid';

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
