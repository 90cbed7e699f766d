import {
  categoryListResponseSchema,
  configureBodySchema,
  configureResponseSchema,
  cropBodySchema,
  cropResponseSchema,
  productDetailSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSlugsSchema,
  shopRatingSchema,
} from '@shop/contract';
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../init';

export const catalogueRouter = createTRPCRouter({
  products: publicProcedure
    .input(productListQuerySchema.omit({ locale: true }))
    .query(({ ctx, input }) =>
      ctx.rest.get('/Products', productListResponseSchema, {
        query: { ...input, locale: ctx.locale },
      }),
    ),

  categories: publicProcedure.query(({ ctx }) =>
    ctx.rest.get('/Categories', categoryListResponseSchema, { query: { locale: ctx.locale } }),
  ),

  /** A product by its slug in the request's locale. */
  product: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(140) }))
    .query(({ ctx, input }) =>
      ctx.rest.get(
        `/Products/${ctx.locale}/${encodeURIComponent(input.slug)}`,
        productDetailSchema,
      ),
    ),

  slugs: publicProcedure
    .input(z.object({ productId: z.uuid() }))
    .query(({ ctx, input }) =>
      ctx.rest.get(`/Products/${input.productId}/slugs`, productSlugsSchema),
    ),

  /** Crops the uploaded photo to the print size on the server (sharp). */
  crop: publicProcedure
    .input(cropBodySchema.extend({ productId: z.uuid() }))
    .mutation(({ ctx, input }) => {
      const { productId, ...body } = input;
      return ctx.rest.post(`/Products/configuration/${productId}/crop`, cropResponseSchema, {
        body,
      });
    }),

  rating: publicProcedure.query(({ ctx }) => ctx.rest.get('/Misc/rating', shopRatingSchema)),

  /** The configurator's live price: validated and computed by the API, never in the browser. */
  configure: publicProcedure
    .input(z.object({ productId: z.uuid(), selection: configureBodySchema }))
    .query(({ ctx, input }) =>
      ctx.rest.post(`/Products/${input.productId}/configure`, configureResponseSchema, {
        body: input.selection,
      }),
    ),
});
