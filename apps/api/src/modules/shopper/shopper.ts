import type { Brand, Locale } from '@shop/site';
import type { Database } from '../../db/client';
import { hashSecret } from '../accounts/secrets';
import { resolveSession } from '../accounts/sessions';

/** Who is shopping: a logged-in customer, or a guest known by the cart token of their cookie. */
export interface Shopper {
  customerId?: string;
  /** A customer keeps the browser's cart token too: orders placed as a guest stay reachable. */
  cartToken?: string;
}

/** What a service needs to know of the request: the shop, its locale and who is shopping. */
export interface ShopperScope {
  shop: Brand;
  locale: Locale;
  shopper: Shopper;
}

/** The shopper of a request: a session counts only in its account's shop. */
export async function resolveShopper(
  db: Database,
  shop: Brand,
  sessionToken: string | undefined,
  cartToken: string | undefined,
): Promise<Shopper> {
  const customerId = sessionToken ? await resolveSession(db, sessionToken, shop.code) : undefined;
  return { customerId, cartToken };
}

/** Who owns a shopper's files: the customer, or the guest's cart token (hashed). */
export function ownerKey(shopper: Shopper): string | undefined {
  if (shopper.customerId) return `customer:${shopper.customerId}`;
  if (shopper.cartToken) return `cart:${hashSecret(shopper.cartToken)}`;
  return undefined;
}
