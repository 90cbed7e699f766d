import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { search } from './service';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.search.search, async ({ context, query }) =>
    search(app.database.db, context.shop, query.locale ?? context.locale, query),
  );
};
