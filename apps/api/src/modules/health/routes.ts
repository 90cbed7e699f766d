import { endpoints } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.operations.health, async () => {
    await app.database.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      database: app.database.driver,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
};
