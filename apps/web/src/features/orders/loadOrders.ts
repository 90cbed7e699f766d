import 'server-only';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { serverTrpc } from '@/trpc/server';

/** My account's order list; null if it cannot be read now, so the rest of the page still shows. */
export async function loadOrderList() {
  try {
    return (await (await serverTrpc()).order.list()).orders;
  } catch (error) {
    console.error('Order list unavailable', error);
    return null;
  }
}

/** One of the customer's orders; null for a malformed id or another shopper's order (404). */
export async function loadOrder(id: string | string[] | undefined) {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) return null;
  try {
    return await (await serverTrpc()).order.get({ id: parsed.data });
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
