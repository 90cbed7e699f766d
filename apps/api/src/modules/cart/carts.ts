import { ApiError, checkoutErrorCodes } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { hashSecret, newSecret } from '../accounts/secrets';

/** Who is shopping: a logged-in customer, or a guest known by the cart token of their cookie. */
export interface Shopper {
  customerId?: string;
  cartToken?: string;
}

export type CartRow = typeof orders.$inferSelect;

/** Payments the provider has not settled yet. */
export const unsettledPaymentStatuses = ['created', 'open', 'pending'] as const;

/** Orders a shopper can reach: their customer account's, or their guest token's. */
export function ownedBy(shopper: Shopper) {
  if (shopper.customerId) return eq(orders.customerId, shopper.customerId);
  if (shopper.cartToken) return eq(orders.cartTokenHash, hashSecret(shopper.cartToken));
  return undefined;
}

/**
 * The shopper's open order: the cart being filled, or the placed order waiting for payment
 * (after a failed payment the shopper comes back to it and can pay again or change it).
 */
export async function findCart(db: Database, shopCode: string, shopper: Shopper) {
  const condition = ownedBy(shopper);
  if (!condition) return undefined;
  const [cart] = await db
    .select()
    .from(orders)
    .where(
      and(condition, eq(orders.shopCode, shopCode), inArray(orders.status, ['cart', 'pending'])),
    )
    .limit(1);
  return cart;
}

/** The shopper's cart, created on first use; a new guest cart comes with its token, once. */
export async function findOrCreateCart(
  db: Database,
  shopCode: string,
  shopper: Shopper,
): Promise<{ cart: CartRow; cartToken?: string }> {
  const existing = await findCart(db, shopCode, shopper);
  if (existing) return { cart: existing };
  const cartToken = shopper.customerId ? undefined : newSecret();
  const [cart] = await db
    .insert(orders)
    .values({
      shopCode,
      customerId: shopper.customerId ?? null,
      cartTokenHash: cartToken ? hashSecret(cartToken) : null,
    })
    .returning();
  if (!cart) throw new Error('Cart was not created');
  return { cart, cartToken };
}

export async function touchCart(db: Database, cartId: string) {
  await db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, cartId));
}

export async function paymentInProgress(db: Database, orderId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, [...unsettledPaymentStatuses])),
    )
    .limit(1);
  return open !== undefined;
}

/**
 * Before a change to lines or details: refused while a payment runs (the amount at the provider
 * must stay the amount of the order); a placed order becomes a cart again, to be placed anew.
 */
export async function reopenForChange(db: Database, cart: CartRow): Promise<void> {
  if (cart.status === 'cart') return;
  if (await paymentInProgress(db, cart.id)) {
    throw ApiError.conflict('A payment for this order is in progress', {
      code: checkoutErrorCodes.paymentInProgress,
    });
  }
  await db
    .update(orders)
    .set({
      status: 'cart',
      totals: null,
      placedAt: null,
      promisedDate: null,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, cart.id), eq(orders.status, 'pending')));
}
