import { ApiError, type OrderDetail, type OrderSummary } from '@shop/contract';
import { type Brand, resolveLocale } from '@shop/site';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderRow, orderLines, orders } from '../../db/schema';
import { cartView } from '../cart/service';

/** Placed orders only: a cart is not an order yet. */
const placed = inArray(orders.status, ['pending', 'paid', 'cancelled', 'expired']);

async function itemCounts(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ orderId: orderLines.orderId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.orderId, (counts.get(row.orderId) ?? 0) + row.quantity);
  return counts;
}

function summary(order: OrderRow, itemCount: number): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? '',
    status: order.status,
    placedAt: (order.placedAt ?? order.createdAt).toISOString(),
    grossCents: order.totals?.grossCents ?? 0,
    itemCount,
  };
}

export async function listOrders(db: Database, brand: Brand, customerId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.shopCode, brand.code),
        placed,
        isNotNull(orders.orderNumber),
      ),
    )
    .orderBy(desc(orders.placedAt))
    .limit(200);
  const counts = await itemCounts(
    db,
    rows.map((row) => row.id),
  );
  return { orders: rows.map((row) => summary(row, counts.get(row.id) ?? 0)) };
}

/** A customer's own placed order; anyone else's answers 404 as if it did not exist. */
export async function getOrder(
  db: Database,
  brand: Brand,
  customerId: string,
  orderId: string,
): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.customerId, customerId),
        eq(orders.shopCode, brand.code),
        placed,
      ),
    );
  if (!order?.details || !order.totals || !order.deliveryType || !order.orderNumber) {
    throw ApiError.notFound('Order not found');
  }
  const locale = resolveLocale(order.locale ?? undefined);
  const cart = await cartView(db, order, locale);
  return {
    ...summary(order, cart.itemCount),
    locale,
    lines: cart.lines,
    details: order.details,
    deliveryType: order.deliveryType,
    promisedDate: order.promisedDate,
    totals: order.totals,
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}
