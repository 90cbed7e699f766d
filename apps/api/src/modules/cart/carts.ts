import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { hashSecret, newSecret } from '../accounts/secrets';

/** Who is shopping: a logged-in customer, or a guest known by the cart token of their cookie. */
export interface Shopper {
  customerId?: string;
  cartToken?: string;
}

export type CartRow = typeof orders.$inferSelect;

export async function findCart(db: Database, shopCode: string, shopper: Shopper) {
  const condition = shopper.customerId
    ? eq(orders.customerId, shopper.customerId)
    : shopper.cartToken
      ? eq(orders.cartTokenHash, hashSecret(shopper.cartToken))
      : undefined;
  if (!condition) return undefined;
  const [cart] = await db
    .select()
    .from(orders)
    .where(and(condition, eq(orders.shopCode, shopCode), eq(orders.status, 'cart')))
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
