import 'server-only';
import { cartTokenHeader, localeHeader, shopIdHeader } from '@shop/contract';
import type { Brand } from '@shop/site';
import { clientIpOf, cookieOf } from './requestHeaders';
import { cartCookie, sessionCookie } from './sessionCookie';

/** What a raw (non-tRPC) call to the API carries for this shopper: shop, session, cart, address. */
export function shopperHeaders(
  request: Request,
  brand: Brand,
  locale?: string,
): Record<string, string> {
  const headers: Record<string, string> = { [shopIdHeader]: brand.code };
  const session = cookieOf(request.headers, sessionCookie.name);
  const cart = cookieOf(request.headers, cartCookie.name);
  const clientIp = clientIpOf(request.headers);
  if (session) headers.authorization = `Bearer ${session}`;
  if (cart) headers[cartTokenHeader] = cart;
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  if (locale) headers[localeHeader] = locale;
  return headers;
}
