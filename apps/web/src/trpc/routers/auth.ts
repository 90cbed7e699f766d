import {
  endpoints,
  forgotBodySchema,
  loginBodySchema,
  registrationBodySchema,
  resetBodySchema,
  tokenBodySchema,
} from '@shop/contract';
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../init';

const { accounts, shop } = endpoints;

/** Logging in and out, registration, e-mail verification and password reset. */
export const authRouter = createTRPCRouter({
  login: publicProcedure.input(loginBodySchema).mutation(async ({ ctx, input }) => {
    const { customer, session } = await ctx.rest.call(accounts.login, { body: input });
    ctx.setSession(session.token);
    return customer;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await ctx.rest.call(accounts.logout);
    ctx.setSession(null);
    return { loggedOut: true };
  }),

  register: publicProcedure.input(registrationBodySchema).mutation(async ({ ctx, input }) => {
    const { customer, session } = await ctx.rest.call(accounts.register, { body: input });
    ctx.setSession(session.token);
    return customer;
  }),

  verifyEmail: publicProcedure
    .input(tokenBodySchema)
    .mutation(({ ctx, input }) => ctx.rest.call(accounts.verifyEmail, { body: input })),

  forgotPassword: publicProcedure
    .input(forgotBodySchema)
    .mutation(({ ctx, input }) => ctx.rest.call(accounts.forgotPassword, { body: input })),

  resetStatus: publicProcedure
    .input(tokenBodySchema)
    .query(({ ctx, input }) => ctx.rest.call(accounts.resetStatus, { body: input })),

  resetPassword: publicProcedure.input(resetBodySchema).mutation(async ({ ctx, input }) => {
    await ctx.rest.call(accounts.resetPassword, { body: input });
    return { reset: true };
  }),

  /** The registration form's check while typing: in use here, or a domain that takes no mail. */
  checkEmail: publicProcedure
    .input(z.object({ email: z.string().max(254) }))
    .query(async ({ ctx, input }) => {
      const [usage, domain] = await Promise.all([
        ctx.rest.call(shop.validateEmail, { body: input }),
        ctx.rest.call(shop.validateEmailDomain, { body: input }),
      ]);
      return { inUse: usage.inUse, domainValid: domain.valid, domainReason: domain.reason };
    }),
});
