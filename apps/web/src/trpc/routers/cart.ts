import {
  addLineBodySchema,
  type Cart,
  endpoints,
  lineParamsSchema,
  updateLineBodySchema,
} from '@shop/contract';
import { createTRPCRouter, publicProcedure } from '../init';
import { orderStatusRouter } from './order';

/** The cart is the open order: lines with their configuration and server-computed prices. */
export const cartRouter = createTRPCRouter({
  get: publicProcedure.query(({ ctx }) => ctx.rest.call(endpoints.cart.cart)),

  addLine: publicProcedure.input(addLineBodySchema).mutation(async ({ ctx, input }) => {
    const cart = await ctx.rest.call(endpoints.cart.addLine, { body: input });
    return keepToken(ctx, cart);
  }),

  updateLine: publicProcedure
    .input(lineParamsSchema.extend(updateLineBodySchema.shape))
    .mutation(({ ctx, input }) =>
      ctx.rest.call(endpoints.cart.updateLine, {
        params: { id: input.id },
        body: { quantity: input.quantity },
      }),
    ),

  removeLine: publicProcedure
    .input(lineParamsSchema)
    .mutation(({ ctx, input }) => ctx.rest.call(endpoints.cart.removeLine, { params: input })),

  /** The placed order's payment status, polled unbatched (see `orderStatusRouter`). */
  order: orderStatusRouter,
});

function keepToken(ctx: { setCartToken(token: string): void }, cart: Cart): Cart {
  if (cart.cartToken) ctx.setCartToken(cart.cartToken);
  const { cartToken: _secret, ...rest } = cart;
  return rest;
}
