import type { CheckoutDetails } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * What an invoice must still name after the customer left (EU VAT directive, art. 226: the
 * buyer's name and address, and a business's VAT number): nothing else survives.
 */
function invoiceOnly(details: CheckoutDetails): CheckoutDetails {
  return {
    customerType: details.customerType,
    firstName: details.firstName,
    lastName: details.lastName,
    companyName: details.companyName,
    vatNumber: details.vatNumber,
    invoiceAddress: details.invoiceAddress,
    email: '',
    phone: undefined,
    deliveryAddress: undefined,
  };
}

/**
 * On account deletion: an open cart goes; a paid order keeps only what its invoice needs; an
 * order never paid keeps its number and totals but nobody's details. No browser's cart token
 * reaches any of them afterwards. Runs in the deletion's transaction.
 */
export async function anonymiseOrdersOf(
  tx: Database,
  shopCode: string,
  customerId: string,
): Promise<void> {
  const own = and(eq(orders.shopCode, shopCode), eq(orders.customerId, customerId));
  await tx.delete(orders).where(and(own, eq(orders.status, 'cart')));
  const paid = await tx
    .select({ id: orders.id, details: orders.details })
    .from(orders)
    .where(and(own, eq(orders.status, 'paid')));
  for (const order of paid) {
    await tx
      .update(orders)
      .set({
        details: order.details ? invoiceOnly(order.details) : null,
        cartTokenHash: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
  }
  await tx
    .update(orders)
    .set({ details: null, cartTokenHash: null, updatedAt: new Date() })
    .where(and(own, inArray(orders.status, ['pending', 'cancelled', 'expired'])));
}
