import { cartTokenHeader } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashSecret } from '../accounts/secrets';
import { resolveSession } from '../accounts/sessions';
import type { Shopper } from './carts';

/** A logged-in customer's cart follows the session; a guest's follows the cart token. */
export async function shopperOf(app: FastifyInstance, request: FastifyRequest): Promise<Shopper> {
  const customerId = request.sessionToken
    ? await resolveSession(app.database.db, request.sessionToken, request.shop.code)
    : undefined;
  // A customer keeps the browser's cart token too: orders placed as a guest stay reachable.
  return { customerId, cartToken: cartTokenOf(request) };
}

/** The guest cart token the storefront forwarded from its cookie, when it looks like one. */
export function cartTokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[cartTokenHeader];
  return typeof token === 'string' && token.length >= 20 && token.length <= 200 ? token : undefined;
}

/** Who owns a shopper's files: the customer, or the guest's cart token (hashed). */
export function ownerKey(shopper: Shopper): string | undefined {
  if (shopper.customerId) return `customer:${shopper.customerId}`;
  if (shopper.cartToken) return `cart:${hashSecret(shopper.cartToken)}`;
  return undefined;
}
