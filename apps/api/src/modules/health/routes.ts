import { healthResponseSchema } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], security: [], response: { 200: healthResponseSchema } } },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: app.database.driver,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
