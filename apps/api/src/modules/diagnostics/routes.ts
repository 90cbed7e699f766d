import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFeature } from '../../plugins/features';
import { ruleSetHealth } from './service';

const healthSchema = z.object({
  healthy: z.boolean(),
  checked: z.number().int(),
  unhealthy: z.number().int(),
  items: z.array(
    z.object({
      id: z.uuid(),
      sku: z.string(),
      kind: z.string(),
      healthy: z.boolean(),
      problems: z.array(z.string()),
    }),
  ),
});

export const diagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('products'));
  app.get(
    '/Diagnostics/elfsquad/products',
    {
      schema: {
        tags: ['operations'],
        summary: "Health of the shop's configurable products' rule sets",
        response: { 200: healthSchema },
      },
    },
    async (request) => ruleSetHealth(app.database.db, request.shop),
  );
};
