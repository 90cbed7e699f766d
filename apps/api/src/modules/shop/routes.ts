import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { getShopInfo } from './service';

export const shopRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.shop.shopInfo, async ({ context, query }) =>
    getShopInfo(app.database.db, context.shop, query.locale ?? context.locale),
  );
};
