import {
  customerDetailsSchema,
  customerSchema,
  isApiError,
  resendVerificationResponseSchema,
  updateAccountBodySchema,
} from '@shop/contract';
import { z } from 'zod';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../init';

/** The logged-in customer's own account (/me). */
export const userRouter = createTRPCRouter({
  /** The customer, or null when nobody is logged in (an expired cookie is cleared). */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.sessionToken) return null;
    try {
      return await ctx.rest.get('/me', customerSchema);
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
    .mutation(({ ctx, input }) => ctx.rest.put('/me', customerSchema, { body: input })),

  updateDetails: protectedProcedure
    .input(customerDetailsSchema)
    .mutation(({ ctx, input }) => ctx.rest.put('/me/details', customerSchema, { body: input })),

  resendVerification: protectedProcedure.mutation(({ ctx }) =>
    ctx.rest.post('/me/verify', resendVerificationResponseSchema),
  ),

  deleteAccount: protectedProcedure.mutation(async ({ ctx }) => {
    await ctx.rest.delete('/me', z.undefined());
    ctx.setSession(null);
    return { deleted: true };
  }),
});
