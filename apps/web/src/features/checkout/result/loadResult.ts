import 'server-only';
import { isApiError } from '@shop/contract';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { serverTrpc } from '@/trpc/server';

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
