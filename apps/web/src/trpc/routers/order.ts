import {
  ApiError,
  type Checkout,
  checkoutDetailsBodySchema,
  chooseShippingBodySchema,
  endpoints,
  orderParamsSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  shippingCalculateBodySchema,
} from '@shop/contract';
import { z } from 'zod';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../init';

const { checkout, payments, accounts } = endpoints;

/** The cart token is the cookie's business; the browser never needs to see it. */
function withoutToken(checkout: Checkout): Checkout {
  const { cartToken: _secret, ...cart } = checkout.cart;
  return { ...checkout, cart };
}

/**
 * The checkout of the shopper's open order (guest cart token or session, both forwarded by the
 * REST client) and the customer's placed orders.
 */
export const orderRouter = createTRPCRouter({
  checkout: publicProcedure.query(async ({ ctx }) =>
    withoutToken(await ctx.rest.call(checkout.checkout)),
  ),

  setDetails: publicProcedure
    .input(checkoutDetailsBodySchema)
    .mutation(async ({ ctx, input }) =>
      withoutToken(await ctx.rest.call(checkout.setDetails, { body: input })),
    ),

  /** The delivery types for the checkout's delivery country, with cost and promised date. */
  shippingOptions: publicProcedure.query(({ ctx }) => ctx.rest.call(checkout.shippingOptions)),

  /** An estimate before any details are given; a read, so a query (no invalidation). */
  calculateShipping: publicProcedure
    .input(shippingCalculateBodySchema)
    .query(({ ctx, input }) => ctx.rest.call(checkout.calculateShipping, { body: input })),

  setShipping: publicProcedure
    .input(chooseShippingBodySchema)
    .mutation(async ({ ctx, input }) =>
      withoutToken(await ctx.rest.call(checkout.chooseShipping, { body: input })),
    ),

  paymentMethods: publicProcedure
    .input(paymentMethodsQuerySchema)
    .query(({ ctx, input }) => ctx.rest.call(payments.methods, { query: input })),

  /**
   * Places the order (idempotent: a pending order stays the same order) and opens a payment at
   * the provider. The browser then leaves for `checkoutUrl`.
   */
  pay: publicProcedure
    .input(z.object({ method: paymentMethodSchema }))
    .mutation(async ({ ctx, input }) => {
      const placed = await ctx.rest.call(checkout.complete);
      if (!placed.orderId)
        throw ApiError.of('BAD_GATEWAY', 'The API placed an order without an id');
      const payment = await ctx.rest.call(payments.initiate, {
        body: { orderId: placed.orderId, method: input.method, returnOrigin: ctx.origin },
      });
      // The browser is sent there: only a web page, never a javascript: or data: URL.
      if (!/^https?:$/.test(new URL(payment.checkoutUrl).protocol)) {
        throw ApiError.of('BAD_GATEWAY', 'The payment page is not a web address');
      }
      return {
        orderId: payment.orderId,
        orderNumber: placed.orderNumber,
        checkoutUrl: payment.checkoutUrl,
      };
    }),

  list: protectedProcedure.query(({ ctx }) => ctx.rest.call(accounts.orders)),

  get: protectedProcedure
    .input(orderParamsSchema)
    .query(({ ctx, input }) => ctx.rest.call(accounts.order, { params: input })),
});

/**
 * The payment status the result page polls. It is mounted as `cart.order.status`: the spec
 * sends queries whose path contains `cart.order` alone, so a poll never waits on a batch.
 */
export const orderStatusRouter = createTRPCRouter({
  status: publicProcedure
    .input(z.object({ orderId: z.uuid() }))
    .query(({ ctx, input }) => ctx.rest.call(payments.status, { params: { id: input.orderId } })),
});
