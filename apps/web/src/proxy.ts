import { isLocale } from '@shop/site';
import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routingFor } from './i18n/routing';
import { brandOfHost, prefixModeOfHost } from './i18n/siteOfHost';
import { pageContentSecurityPolicy } from './server/securityHeaders';

type Handler = ReturnType<typeof createMiddleware>;
const handlers = new Map<string, Handler>();
const contentSecurityPolicy = pageContentSecurityPolicy();

/** next-intl's localized routing, configured for the brand and domain of each request. */
export default function proxy(request: NextRequest) {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const brand = brandOfHost(host);
  const mode = prefixModeOfHost(brand, host);
  const key = mode === 'domains' ? brand.id : mode;
  let handler = handlers.get(key);
  if (!handler) {
    handler = createMiddleware(routingFor(brand, mode));
    handlers.set(key, handler);
  }
  const response = handler(request);
  response.headers.set('Content-Security-Policy', contentSecurityPolicy);
  // The page's language as a header too: server.mjs puts it on Next's error shell.
  // next-intl hands the locale it resolved to the page as a request header.
  const locale = response.headers.get('x-middleware-request-x-next-intl-locale');
  if (isLocale(locale)) response.headers.set('Content-Language', locale);
  return response;
}

export const config = {
  // Everything but the API, Next internals and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
