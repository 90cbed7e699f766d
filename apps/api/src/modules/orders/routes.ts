import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { getOrder, listOrders } from './service';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  route(app, endpoints.accounts.orders, async ({ context }) =>
    listOrders(db(), context.shop, await context.customerId()),
  );

  route(app, endpoints.accounts.order, async ({ context, params }) =>
    getOrder(db(), context.shop, await context.customerId(), params.id),
  );
};
