import {
  authResponseSchema,
  forgotBodySchema,
  forgotResponseSchema,
  loginBodySchema,
  registrationBodySchema,
  resetBodySchema,
  resetValidateResponseSchema,
  tokenBodySchema,
  validateEmailDomainResponseSchema,
  validateEmailResponseSchema,
  verifyResponseSchema,
} from '@shop/contract';
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../init';

const noContent = z.undefined();

/** Logging in and out, registration, e-mail verification and password reset. */
export const authRouter = createTRPCRouter({
  login: publicProcedure.input(loginBodySchema).mutation(async ({ ctx, input }) => {
    const { customer, session } = await ctx.rest.post('/auth/login', authResponseSchema, {
      body: input,
    });
    ctx.setSession(session.token);
    return customer;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await ctx.rest.post('/auth/logout', noContent);
    ctx.setSession(null);
    return { loggedOut: true };
  }),

  register: publicProcedure.input(registrationBodySchema).mutation(async ({ ctx, input }) => {
    const { customer, session } = await ctx.rest.post('/Registration', authResponseSchema, {
      body: input,
    });
    ctx.setSession(session.token);
    return customer;
  }),

  verifyEmail: publicProcedure
    .input(tokenBodySchema)
    .mutation(({ ctx, input }) =>
      ctx.rest.post('/Registration/verify', verifyResponseSchema, { body: input }),
    ),

  forgotPassword: publicProcedure
    .input(forgotBodySchema)
    .mutation(({ ctx, input }) =>
      ctx.rest.post('/auth/forgot', forgotResponseSchema, { body: input }),
    ),

  resetStatus: publicProcedure
    .input(tokenBodySchema)
    .query(({ ctx, input }) =>
      ctx.rest.post('/auth/reset/validate', resetValidateResponseSchema, { body: input }),
    ),

  resetPassword: publicProcedure.input(resetBodySchema).mutation(async ({ ctx, input }) => {
    await ctx.rest.post('/auth/reset', noContent, { body: input });
    return { reset: true };
  }),

  /** The registration form's check while typing: in use here, or a domain that takes no mail. */
  checkEmail: publicProcedure
    .input(z.object({ email: z.string().max(254) }))
    .query(async ({ ctx, input }) => {
      const [usage, domain] = await Promise.all([
        ctx.rest.post('/Misc/validate/email', validateEmailResponseSchema, { body: input }),
        ctx.rest.post('/Misc/validate/emaildomain', validateEmailDomainResponseSchema, {
          body: input,
        }),
      ]);
      return { inUse: usage.inUse, domainValid: domain.valid, domainReason: domain.reason };
    }),
});
