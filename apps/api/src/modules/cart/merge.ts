import { type Brand, grossOf } from '@shop/site';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { findCart, lockForChange, paymentInProgress, touchCart } from './carts';
import { addToLine, productOfShop, sameLine } from './lines';
import { refuseAboveOrderMaximum } from './orderLimit';

/**
 * On login: the guest's cart joins the customer's. The same product with the same choices adds
 * up (repriced for its new quantity tier); other lines move over. A customer cart whose payment
 * is running stays untouched, and the guest cart waits for the next login. An order the guest
 * already placed is never merged or deleted.
 */
export async function mergeGuestCart(
  db: Database,
  brand: Brand,
  customerId: string,
  cartToken: string | undefined,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (!cartToken) return;
  try {
    await mergeInto(db, brand, customerId, cartToken);
  } catch (err) {
    // A line that can no longer be priced must not cost the shopper their login: the guest
    // cart stays as it is, and the next login tries again.
    log?.warn({ err }, 'guest cart not merged');
  }
}

async function mergeInto(db: Database, brand: Brand, customerId: string, cartToken: string) {
  await db.transaction(async (tx) => {
    const guest = await findCart(tx, brand.code, { cartToken });
    // Only a cart being filled merges: a placed order keeps its number, lines and payments,
    // and stays reachable through the token that placed it.
    if (guest?.status !== 'cart' || guest.customerId) return;
    if (await paymentInProgress(tx, guest.id)) return;
    const mine = await findCart(tx, brand.code, { customerId });
    if (!mine) {
      // The guest token must not reach the cart once it is the customer's.
      await tx
        .update(orders)
        .set({ customerId, cartTokenHash: null, updatedAt: new Date() })
        .where(eq(orders.id, guest.id));
      return;
    }
    if (await paymentInProgress(tx, mine.id)) return;
    await lockForChange(tx, mine.id);
    const [guestLines, myLines] = await Promise.all([
      tx.select().from(orderLines).where(eq(orderLines.orderId, guest.id)),
      tx.select().from(orderLines).where(eq(orderLines.orderId, mine.id)),
    ]);
    for (const line of guestLines) {
      const same = myLines.find((l) => sameLine(l, line.productId, line.snapshot.selection));
      if (!same) {
        await tx.update(orderLines).set({ orderId: mine.id }).where(eq(orderLines.id, line.id));
        continue;
      }
      await addToLine(tx, await productOfShop(tx, brand, line.productId), same, line.quantity);
    }
    // Over the order maximum, the carts stay apart: the shopper still has both to choose from.
    const merged = await tx.select().from(orderLines).where(eq(orderLines.orderId, mine.id));
    refuseAboveOrderMaximum(
      merged.reduce(
        (sum, line) => sum + grossOf(line.unitNetCents * line.quantity, brand.seat.country),
        0,
      ),
    );
    await tx.delete(orders).where(eq(orders.id, guest.id));
    await touchCart(tx, mine.id);
  });
}
