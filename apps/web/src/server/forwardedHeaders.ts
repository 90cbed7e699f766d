import 'server-only';
import { cartTokenHeader, localeHeader, shopIdHeader } from '@shop/contract';
import type { Brand } from '@shop/site';
import { cartCookie, sessionCookie } from '@/features/account/sessionCookie';

function cookieOf(request: Request, name: string): string | undefined {
  const match = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** What a raw (non-tRPC) call to the API carries for this shopper: shop, session, cart, address. */
export function shopperHeaders(
  request: Request,
  brand: Brand,
  locale?: string,
): Record<string, string> {
  const headers: Record<string, string> = { [shopIdHeader]: brand.code };
  const session = cookieOf(request, sessionCookie.name);
  const cart = cookieOf(request, cartCookie.name);
  const clientIp = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (session) headers.authorization = `Bearer ${session}`;
  if (cart) headers[cartTokenHeader] = cart;
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  if (locale) headers[localeHeader] = locale;
  return headers;
}
