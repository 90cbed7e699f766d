import { ApiError, checkoutErrorCodes } from '@shop/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderRow, orders, payments, uploads } from '../../db/schema';
import { hashSecret, newSecret } from '../accounts/secrets';
import type { Shopper } from '../shopper/shopper';

export type CartRow = OrderRow;

/** Payments the provider has not settled yet. */
export const unsettledPaymentStatuses = ['created', 'open', 'pending'] as const;

/** The shopper's own cart: the customer's when logged in, else the guest token's. */
export function ownedBy(shopper: Shopper) {
  if (shopper.customerId) return eq(orders.customerId, shopper.customerId);
  if (shopper.cartToken) return eq(orders.cartTokenHash, hashSecret(shopper.cartToken));
  return undefined;
}

/**
 * Orders a shopper may look at and pay: the customer's, and those placed as a guest in this
 * browser (its cart token), which a login does not take away.
 */
export function reachableBy(shopper: Shopper) {
  const conditions = [
    shopper.customerId ? eq(orders.customerId, shopper.customerId) : undefined,
    shopper.cartToken ? eq(orders.cartTokenHash, hashSecret(shopper.cartToken)) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : undefined;
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

/** The shopper's cart, created on first use; a new guest token is answered once. */
export async function findOrCreateCart(
  db: Database,
  shopCode: string,
  shopper: Shopper,
): Promise<{ cart: CartRow; cartToken?: string }> {
  const existing = await findCart(db, shopCode, shopper);
  if (existing) return { cart: existing };
  const kept = shopper.customerId
    ? undefined
    : await tokenWeIssued(db, shopCode, shopper.cartToken);
  const cartToken = shopper.customerId ? undefined : (kept ?? newSecret());
  const [cart] = await db
    .insert(orders)
    .values({
      shopCode,
      customerId: shopper.customerId ?? null,
      cartTokenHash: cartToken ? hashSecret(cartToken) : null,
    })
    // Two first writes at once (a double click, two tabs): one cart, found by both.
    .onConflictDoNothing()
    .returning();
  const created = cart ?? (await findCart(db, shopCode, { ...shopper, cartToken }));
  if (!created) throw new Error('Cart was not created');
  return { cart: created, cartToken: kept || !cart ? undefined : cartToken };
}

/**
 * A guest's token is kept for a new cart only if this shop handed it out before (a photo
 * uploaded first, an order placed earlier): a token the client made up starts nothing.
 */
async function tokenWeIssued(
  db: Database,
  shopCode: string,
  cartToken: string | undefined,
): Promise<string | undefined> {
  if (!cartToken) return undefined;
  const hash = hashSecret(cartToken);
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.shopCode, shopCode), eq(uploads.owner, `cart:${hash}`)))
    .limit(1);
  if (upload) return cartToken;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopCode, shopCode), eq(orders.cartTokenHash, hash)))
    .limit(1);
  return order ? cartToken : undefined;
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
 * Before a change to lines, details or delivery, inside the change's transaction: the order row
 * is locked, so placing the order and opening a payment wait for the change (and it for them).
 * Refused while a payment runs (the amount at the provider must stay the amount of the order);
 * a placed order becomes a cart again, to be placed anew.
 */
export async function lockForChange(tx: Database, cartId: string): Promise<CartRow> {
  const [cart] = await tx.select().from(orders).where(eq(orders.id, cartId)).for('update');
  if (!cart || (cart.status !== 'cart' && cart.status !== 'pending')) {
    throw ApiError.conflict('This order can no longer change', {
      code: checkoutErrorCodes.orderNotPayable,
    });
  }
  if (cart.status === 'cart') return cart;
  if (await paymentInProgress(tx, cart.id)) {
    throw ApiError.conflict('A payment for this order is in progress', {
      code: checkoutErrorCodes.paymentInProgress,
    });
  }
  const [reopened] = await tx
    .update(orders)
    .set({
      status: 'cart',
      totals: null,
      placedAt: null,
      promisedDate: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, cart.id))
    .returning();
  return reopened ?? cart;
}
