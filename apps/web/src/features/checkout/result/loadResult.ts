import 'server-only';
import { isApiError } from '@shop/contract';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { serverTrpc } from '@/trpc/server';
import type { LastOrder } from '../lastOrder';

const orderIdSchema = z.uuid();

function isNotFound(error: unknown): boolean {
  return (
    (error instanceof TRPCError && error.code === 'NOT_FOUND') ||
    (isApiError(error) && error.status === 404)
  );
}

/** The order's payment status; null when the id is no order of this shopper's (404). */
export async function loadStatus(order: string | string[] | undefined) {
  const parsed = orderIdSchema.safeParse(order);
  if (!parsed.success) return null;
  try {
    return await (await serverTrpc()).cart.order.status({ orderId: parsed.data });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A customer's own order says where the mail went and when it comes; guests' tabs remember. */
export async function loadKnown(orderId: string): Promise<Omit<LastOrder, 'orderId'> | null> {
  try {
    const order = await (await serverTrpc()).order.get({ id: orderId });
    return {
      email: order.details.email,
      deliveryType: order.deliveryType,
      promisedDate: order.promisedDate,
    };
  } catch {
    // Not a customer's order (or not yet listed): the browser's memory of the order fills in.
    return null;
  }
}
