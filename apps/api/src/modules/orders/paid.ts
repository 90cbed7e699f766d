import { type Brand, brandByCode, type Locale, resolveLocale } from '@shop/site';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderRow, orderLines, orders } from '../../db/schema';
import { storefrontUrl } from '../accounts/links';
import { cartView } from '../cart/service';
import { enqueueErpExport, salesOrderPayload } from '../erp/service';
import type { OrderMailData } from '../mail/orderMail';
import { enqueueMail } from '../mail/service';

/**
 * The order's side of a paid payment, inside the payment's transaction: the order is paid, the
 * confirmation mail and the ERP export are queued. The order row is locked and checked first,
 * so a second paid payment or a repeated report changes nothing.
 */
export async function markOrderPaid(tx: Database, orderId: string): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.status === 'paid') return;
  const brand = brandByCode(order.shopCode);
  if (!brand || !order.details || !order.orderNumber || !order.totals) {
    throw new Error(`Order ${order.id} was paid without being placed`);
  }
  const paidAt = new Date();
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt, updatedAt: paidAt })
    .where(eq(orders.id, order.id));
  const locale = resolveLocale(order.locale ?? undefined);
  const mail = await orderMailData(tx, brand, locale, order);
  await enqueueMail(tx, {
    brand,
    locale,
    to: order.details.email,
    template: { kind: 'orderConfirmation', firstName: order.details.firstName, order: mail },
  });
  await enqueueErpExport(tx, {
    orderId: order.id,
    shopCode: order.shopCode,
    payload: salesOrderPayload({
      brand,
      orderNumber: order.orderNumber,
      paidAt,
      details: order.details,
      totals: order.totals,
      deliveryType: order.deliveryType,
      lines: await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
    }),
  });
}

async function orderMailData(
  db: Database,
  brand: Brand,
  locale: Locale,
  order: OrderRow,
): Promise<OrderMailData> {
  const cart = await cartView(db, order, locale);
  if (!order.details || !order.orderNumber || !order.totals || !order.deliveryType) {
    throw new Error(`Order ${order.id} is not placed`);
  }
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt ?? new Date(),
    lines: cart.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      summary:
        'widthMm' in line.selection
          ? `${line.selection.widthMm} × ${line.selection.heightMm} × ${line.selection.thicknessMm} mm${line.selection.colour ? `, ${line.selection.colour}` : ''}`
          : line.sku,
      totalNetCents: line.totalNetCents,
    })),
    totals: order.totals,
    deliveryType: order.deliveryType,
    promisedDate: order.promisedDate,
    details: order.details,
    link: order.customerId
      ? storefrontUrl(brand, locale, 'myAccount', { order: order.id })
      : storefrontUrl(brand, locale, 'checkoutResult', { order: order.id }),
  };
}
