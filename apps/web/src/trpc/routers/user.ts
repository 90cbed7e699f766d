import {
  customerDetailsSchema,
  endpoints,
  isApiError,
  updateAccountBodySchema,
} from '@shop/contract';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../init';

const { accounts } = endpoints;

/** The logged-in customer's own account (/me). */
export const userRouter = createTRPCRouter({
  /** The customer, or null when nobody is logged in (an expired cookie is cleared). */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.sessionToken) return null;
    try {
      return await ctx.rest.call(accounts.me);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 404)) {
        ctx.setSession(null);
        return null;
      }
      throw error;
    }
  }),

  updateAccount: protectedProcedure
    .input(updateAccountBodySchema)
    .mutation(({ ctx, input }) => ctx.rest.call(accounts.updateAccount, { body: input })),

  updateDetails: protectedProcedure
    .input(customerDetailsSchema)
    .mutation(({ ctx, input }) => ctx.rest.call(accounts.updateDetails, { body: input })),

  resendVerification: protectedProcedure.mutation(({ ctx }) =>
    ctx.rest.call(accounts.resendVerification),
  ),

  deleteAccount: protectedProcedure.mutation(async ({ ctx }) => {
    await ctx.rest.call(accounts.deleteAccount);
    ctx.setSession(null);
    return { deleted: true };
  }),
});
