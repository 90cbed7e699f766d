import {
  authResponseSchema,
  forgotBodySchema,
  forgotResponseSchema,
  localeHeader,
  loginBodySchema,
  resetBodySchema,
  resetValidateResponseSchema,
  tokenBodySchema,
} from '@shop/contract';
import { resolveLocale } from '@shop/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFeature } from '../../plugins/features';
import { endSession } from '../accounts/sessions';
import { limits } from '../rateLimit/limits';
import { enforce, limitPerIp } from '../rateLimit/service';
import { handOverGuest } from './handOverGuest';
import { forgotPassword, login, resetPassword, validateResetToken } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('account'));
  const db = () => app.database.db;

  app.post(
    '/auth/login',
    {
      onRequest: limitPerIp(limits.loginPerIp),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password; answers a new session token',
        body: loginBodySchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await login(db(), reply, request.shop, request.body);
      await handOverGuest(app, request, result.customer.id);
      return result;
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['accounts'], summary: 'End the session of the bearer token' } },
    async (request, reply) => {
      if (request.sessionToken) await endSession(db(), request.sessionToken);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/forgot',
    {
      onRequest: limitPerIp(limits.forgotPerIp),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password-reset link; the same answer whether or not the address exists',
        body: forgotBodySchema,
        response: { 202: forgotResponseSchema },
      },
    },
    async (request, reply) => {
      await enforce(
        db(),
        reply,
        limits.forgotPerAccount,
        `${request.shop.code}:${request.body.email}`,
      );
      const locale = resolveLocale(request.headers[localeHeader] as string | undefined);
      const { shop, body } = request;
      // Answered before the lookup: a mail for a known address must not take longer to accept.
      app.afterResponse.run('forgot-password', () =>
        forgotPassword(db(), shop, body.email, locale),
      );
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/auth/reset/validate',
    {
      onRequest: limitPerIp(limits.tokenPerIp),
      schema: {
        tags: ['accounts'],
        summary: 'Whether a reset link still works (show the form) or not (expired / invalid)',
        body: tokenBodySchema,
        response: { 200: resetValidateResponseSchema },
      },
    },
    async (request, reply) => {
      return validateResetToken(db(), request.body.token);
    },
  );

  app.post(
    '/auth/reset',
    {
      onRequest: limitPerIp(limits.tokenPerIp),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset token; ends every session of the account',
        body: resetBodySchema,
      },
    },
    async (request, reply) => {
      await resetPassword(db(), request.shop, request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );
};
