import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { addLine, getCart, removeLine, updateLine } from './service';

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  route(app, endpoints.cart.cart, async ({ context }) => getCart(db(), await context.scope()));

  route(app, endpoints.cart.addLine, async ({ context, body }, reply) =>
    reply.status(201).send(await addLine(db(), await context.scope(), body)),
  );

  route(app, endpoints.cart.updateLine, async ({ context, params, body }) =>
    updateLine(db(), await context.scope(), params.id, body.quantity),
  );

  route(app, endpoints.cart.removeLine, async ({ context, params }) =>
    removeLine(db(), await context.scope(), params.id),
  );
};
