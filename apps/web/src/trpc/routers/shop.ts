import { endpoints, localeSchema } from '@shop/contract';
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../init';

export const shopRouter = createTRPCRouter({
  /** The shop of this host with its home copy, straight from the REST API. */
  info: publicProcedure
    .input(z.object({ locale: localeSchema.optional() }).optional())
    .query(({ ctx, input }) =>
      ctx.rest.call(endpoints.shop.shopInfo, { query: { locale: input?.locale ?? ctx.locale } }),
    ),
});
