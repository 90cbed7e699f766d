import {
  addLineBodySchema,
  cartSchema,
  lineParamsSchema,
  updateLineBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/requestLocale';
import { requireFeature } from '../../plugins/features';
import { addLine, getCart, removeLine, updateLine } from './service';
import { shopperOf } from './shopper';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('products'));
  const db = () => app.database.db;
  const tags = ['cart'];

  app.get(
    '/orders/cart',
    {
      schema: {
        tags,
        summary: "The shopper's cart (empty when there is none)",
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      getCart(db(), request.shop, await shopperOf(app, request), localeOf(request)),
  );

  app.post(
    '/orders/lines',
    {
      schema: {
        tags,
        summary:
          'Add a configured product; the price is computed here, never taken from the caller',
        body: addLineBodySchema,
        response: { 201: cartSchema },
      },
    },
    async (request, reply) => {
      const cart = await addLine(
        db(),
        request.shop,
        await shopperOf(app, request),
        localeOf(request),
        request.body,
      );
      return reply.status(201).send(cart);
    },
  );

  app.put(
    '/orders/lines/:id',
    {
      schema: {
        tags,
        summary: "Change a line's quantity",
        params: lineParamsSchema,
        body: updateLineBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      updateLine(
        db(),
        request.shop,
        await shopperOf(app, request),
        localeOf(request),
        request.params.id,
        request.body.quantity,
      ),
  );

  app.delete(
    '/orders/lines/:id',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        params: lineParamsSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      removeLine(
        db(),
        request.shop,
        await shopperOf(app, request),
        localeOf(request),
        request.params.id,
      ),
  );
};
