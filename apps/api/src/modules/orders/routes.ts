import { orderDetailSchema, orderListSchema, orderParamsSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomerId } from '../../plugins/authenticate';
import { requireFeature } from '../../plugins/features';
import { getOrder, listOrders } from './service';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('account'));
  const db = () => app.database.db;
  const tags = ['orders'];

  app.get(
    '/Orders',
    {
      schema: {
        tags,
        summary: "The logged-in customer's placed orders, newest first",
        response: { 200: orderListSchema },
      },
    },
    async (request) => listOrders(db(), request.shop, await requireCustomerId(app, request)),
  );

  app.get(
    '/Orders/:id',
    {
      schema: {
        tags,
        summary: "One of the customer's orders (404 for any other id)",
        params: orderParamsSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) =>
      getOrder(db(), request.shop, await requireCustomerId(app, request), request.params.id),
  );
};
