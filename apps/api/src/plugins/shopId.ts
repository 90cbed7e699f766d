import { ApiError, shopIdHeader } from '@shop/contract';
import { type Brand, brandByCode } from '@shop/site';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand the `X-Shop-Id` header selected; set on every shop route. */
    shop: Brand;
  }
}

/**
 * Routes that serve operators and tools rather than a shop, and those called by others'
 * servers or by a browser redirect, which cannot send our header: payment webhooks, the
 * built-in provider's page, the ERP's OAuth callback. They find the shop from what they carry.
 */
const shopless = [
  '/health',
  '/docs',
  '/openapi.json',
  '/dev',
  '/orders/payment/webhook',
  '/payment-provider',
  '/BusinessCentral/callback',
];

function isShopless(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return shopless.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function registerShopId(app: FastifyInstance): void {
  app.decorateRequest('shop', undefined as unknown as Brand);
  app.addHook('onRequest', async (request) => {
    if (isShopless(request.url)) return;
    const code = request.headers[shopIdHeader];
    if (typeof code !== 'string' || code === '') {
      throw new ApiError(400, 'SHOP_ID_REQUIRED', `The ${shopIdHeader} header is required`);
    }
    const shop = brandByCode(code.toUpperCase());
    if (!shop) throw new ApiError(400, 'UNSUPPORTED_SHOP', `Site ${code} is not supported`);
    request.shop = shop;
  });
}
