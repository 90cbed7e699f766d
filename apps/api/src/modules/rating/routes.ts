import { endpoints } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { shops } from '../../db/schema';
import { route } from '../../lib/route';

export const ratingRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.shop.rating, async ({ context }) => {
    const [row] = await app.database.db
      .select({ average: shops.ratingAverage, count: shops.ratingCount })
      .from(shops)
      .where(eq(shops.code, context.shop.code));
    return {
      average: row?.average == null ? null : Number(row.average),
      count: row?.count ?? 0,
      best: 5 as const,
    };
  });
};
