import { shopRatingSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shops } from '../../db/schema';
import { requireFeature } from '../../plugins/features';

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('reviews'));
  app.get(
    '/Misc/rating',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The shop's review score, for brands whose reviews switch is on",
        response: { 200: shopRatingSchema },
      },
    },
    async (request) => {
      const [row] = await app.database.db
        .select({ average: shops.ratingAverage, count: shops.ratingCount })
        .from(shops)
        .where(eq(shops.code, request.shop.code));
      return {
        average: row?.average == null ? null : Number(row.average),
        count: row?.count ?? 0,
        best: 5 as const,
      };
    },
  );
};
