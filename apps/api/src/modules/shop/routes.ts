import { localeHeader, shopInfoQuerySchema, shopInfoResponseSchema } from '@shop/contract';
import { resolveLocale } from '@shop/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShopInfo } from './service';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop',
    {
      schema: {
        tags: ['shop'],
        summary: 'The shop selected by X-Shop-Id, with its home-page copy in one locale',
        querystring: shopInfoQuerySchema,
        response: { 200: shopInfoResponseSchema },
      },
    },
    async (request) => {
      const locale = request.query.locale ?? resolveLocale(request.headers[localeHeader] as string);
      return getShopInfo(app.database.db, request.shop, locale);
    },
  );
};
