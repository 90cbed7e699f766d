import {
  ApiError,
  accountErrorCodes,
  cartTokenHeader,
  localeHeader,
  shopIdHeader,
} from '@shop/contract';
import { type Brand, brandByCode, type Locale, resolveLocale } from '@shop/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveShopper, type Shopper, type ShopperScope } from '../modules/shopper/shopper';

/**
 * Who is asking, for which shop and in which language: worked out once per request and handed
 * to routes and services as one context (a request scope, as medusa's `req.scope`).
 */
export interface RequestContext {
  /** The brand `X-Shop-Id` selected. Only shop routes have one; reading it elsewhere throws. */
  readonly shop: Brand;
  /** The storefront's locale (`X-Locale`), the default when absent or unknown. */
  readonly locale: Locale;
  /** The bearer session token, when one was sent. */
  readonly sessionToken?: string;
  /** The guest cart token the storefront forwarded from its cookie. */
  readonly cartToken?: string;
  /** The customer of a live session in this shop and the guest token; asked once. */
  shopper(): Promise<Shopper>;
  /** Shop, locale and shopper together: what a shopper's service takes. */
  scope(): Promise<ShopperScope>;
  /** The logged-in customer's id, or 401 SESSION_REQUIRED. */
  customerId(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext;
  }
}

const tokenLength = (token: string) => token.length >= 20 && token.length <= 200;

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return tokenLength(token) ? token : undefined;
}

function cartTokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[cartTokenHeader];
  return typeof token === 'string' && tokenLength(token) ? token : undefined;
}

/** The shop of a shop route, from its required header. */
function shopOf(request: FastifyRequest): Brand {
  const code = request.headers[shopIdHeader];
  if (typeof code !== 'string' || code === '') {
    throw new ApiError(400, 'SHOP_ID_REQUIRED', `The ${shopIdHeader} header is required`);
  }
  const shop = brandByCode(code.toUpperCase());
  if (!shop) throw new ApiError(400, 'UNSUPPORTED_SHOP', `Site ${code} is not supported`);
  return shop;
}

function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  // Webhooks, the payment page and the OAuth callback are called by other servers or by a
  // browser redirect and cannot send the header; they find their shop from what they carry.
  const { access, feature } = request.routeOptions.config ?? {};
  const shop = access === 'shop' || access === 'customer' ? shopOf(request) : undefined;
  // The API enforces the brand's switches, not only the storefront.
  if (shop && feature && !shop.features[feature]) {
    throw new ApiError(404, 'FEATURE_DISABLED', `${shop.name} has no ${feature}`);
  }
  const sessionToken = bearerOf(request);
  const cartToken = cartTokenOf(request);
  const locale = resolveLocale(request.headers[localeHeader] as string | undefined);
  const requireShop = (): Brand => {
    if (!shop) throw new Error(`${request.method} ${request.url} is no shop route`);
    return shop;
  };
  let shopper: Promise<Shopper> | undefined;
  const context: RequestContext = {
    get shop() {
      return requireShop();
    },
    locale,
    sessionToken,
    cartToken,
    shopper() {
      shopper ??= resolveShopper(app.database.db, requireShop(), sessionToken, cartToken);
      return shopper;
    },
    async scope() {
      return { shop: requireShop(), locale, shopper: await context.shopper() };
    },
    async customerId() {
      const { customerId } = await context.shopper();
      if (!customerId) {
        throw ApiError.unauthorized('A valid session is required', {
          code: accountErrorCodes.sessionRequired,
        });
      }
      return customerId;
    },
  };
  return context;
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('context', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.context = contextOf(app, request);
  });
}
