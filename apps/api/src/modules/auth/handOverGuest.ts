import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mergeGuestCart } from '../cart/merge';
import { adoptGuestUploads } from '../uploads/adopt';

/**
 * After login or registration: what the shopper did as a guest in this browser (cart lines,
 * uploaded photos) carries over to the account. Never fails the login itself.
 */
export async function handOverGuest(
  app: FastifyInstance,
  request: FastifyRequest,
  customerId: string,
): Promise<void> {
  const { shop, cartToken } = request.context;
  try {
    await adoptGuestUploads(app.database.db, shop.code, customerId, cartToken);
  } catch (err) {
    request.log.warn({ err }, 'guest uploads not handed over');
  }
  await mergeGuestCart(app.database.db, shop, customerId, cartToken, request.log);
}
