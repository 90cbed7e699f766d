import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { ruleSetHealth } from './service';

export const diagnosticsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.operations.ruleSetHealth, async ({ context }) =>
    ruleSetHealth(app.database.db, context.shop),
  );
};
