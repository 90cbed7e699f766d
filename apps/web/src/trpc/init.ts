import { codeOfStatus, isApiError, localeHeader } from '@shop/contract';
import { languageCookie, resolveLocale } from '@shop/site';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { brandOfHost } from '@/i18n/siteOfHost';
import { clientIpOf, cookieOf } from '@/server/requestHeaders';
import { createRestClient } from '@/server/restClient';
import {
  cartCookie,
  cartCookieHeader,
  clearSessionCookieHeader,
  sessionCookie,
  sessionCookieHeader,
} from '@/server/sessionCookie';

interface ContextInput {
  headers: Headers;
  /** The response's headers, where mutations set and clear the session cookie. */
  resHeaders?: Headers;
}

/**
 * One context per request: the brand from the host, the locale, the session from its cookie,
 * and a REST client that speaks for all three and passes the shopper's address on.
 */
export async function createTRPCContext({ headers, resHeaders }: ContextInput) {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  const brand = brandOfHost(host);
  const locale = resolveLocale(headers.get(localeHeader) ?? cookieOf(headers, languageCookie.name));
  const sessionToken = cookieOf(headers, sessionCookie.name) || undefined;
  const cartToken = cookieOf(headers, cartCookie.name) || undefined;
  const clientIp = clientIpOf(headers);
  const rest = createRestClient({ brand, locale, sessionToken, cartToken, clientIp });
  const protocol = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  return {
    brand,
    /** The storefront as the shopper reached it; the API accepts it only if it is the brand's. */
    origin: host ? `${protocol}://${host}` : undefined,
    locale,
    sessionToken,
    rest,
    /** Keeps a newly created guest cart in the shopper's cookie. */
    setCartToken(token: string) {
      resHeaders?.append('set-cookie', cartCookieHeader(token, host));
    },
    setSession(token: string | null) {
      resHeaders?.append(
        'set-cookie',
        token ? sessionCookieHeader(token, host) : clearSessionCookieHeader(host),
      );
    },
  };
}

export type TRPCContext = Awaited<ReturnType<typeof createTRPCContext>>;

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // The API's own code (EMAIL_TAKEN, ...) travels to the UI for a precise translated message.
    const apiCode = isApiError(error.cause) ? error.cause.code : undefined;
    return { ...shape, data: { ...shape.data, apiCode } };
  },
});

/** REST failures keep their status: a 404 from the API is a NOT_FOUND for the browser. */
const apiErrorsAsTrpc = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isApiError(result.error.cause)) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCode(cause.status), message: cause.message, cause });
  }
  return result;
});

/** The spec's error catalogue and tRPC's codes are the same names, so this is total. */
function trpcCode(status: number): TRPCError['code'] {
  return codeOfStatus(status);
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(apiErrorsAsTrpc);

/** Calls that need a logged-in customer; the API checks the session itself as well. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.sessionToken) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not logged in' });
  return next({ ctx: { ...ctx, sessionToken: ctx.sessionToken } });
});
