import {
  configureBodySchema,
  cropBodySchema,
  endpoints,
  productListQuerySchema,
  productSlugSchema,
} from '@shop/contract';
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../init';

const { catalogue, files } = endpoints;

export const catalogueRouter = createTRPCRouter({
  products: publicProcedure
    .input(productListQuerySchema.omit({ locale: true }))
    .query(({ ctx, input }) =>
      ctx.rest.call(catalogue.products, { query: { ...input, locale: ctx.locale } }),
    ),

  categories: publicProcedure.query(({ ctx }) =>
    ctx.rest.call(catalogue.categories, { query: { locale: ctx.locale } }),
  ),

  /** A product by its slug in the request's locale. */
  product: publicProcedure
    .input(z.object({ slug: productSlugSchema }))
    .query(({ ctx, input }) =>
      ctx.rest.call(catalogue.productBySlug, { params: { id: ctx.locale, second: input.slug } }),
    ),

  /** Crops the uploaded photo to the print size on the server (sharp). */
  crop: publicProcedure
    .input(cropBodySchema.extend({ productId: z.uuid() }))
    .mutation(({ ctx, input }) => {
      const { productId, ...body } = input;
      return ctx.rest.call(files.crop, { params: { id: productId }, body });
    }),

  /** The configurator's live price: validated and computed by the API, never in the browser. */
  configure: publicProcedure
    .input(z.object({ productId: z.uuid(), selection: configureBodySchema }))
    .query(({ ctx, input }) =>
      ctx.rest.call(catalogue.configure, {
        params: { id: input.productId },
        body: input.selection,
      }),
    ),
});
