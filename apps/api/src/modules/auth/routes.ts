import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { endSession } from '../accounts/sessions';
import { limits } from '../rateLimit/limits';
import { enforce, limitPerIp } from '../rateLimit/service';
import { handOverGuest } from './handOverGuest';
import { forgotPassword, login, resetPassword, validateResetToken } from './service';

const {
  login: loginEndpoint,
  logout,
  forgotPassword: forgot,
  resetStatus,
  resetPassword: reset,
} = endpoints.accounts;

export const authRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  route(
    app,
    loginEndpoint,
    async (request, reply) => {
      const result = await login(db(), reply, request.context.shop, request.body);
      await handOverGuest(app, request, result.customer.id);
      return result;
    },
    { onRequest: limitPerIp(limits.loginPerIp) },
  );

  route(app, logout, async (request, reply) => {
    if (request.context.sessionToken) await endSession(db(), request.context.sessionToken);
    return reply.status(204).send();
  });

  route(
    app,
    forgot,
    async (request, reply) => {
      const { shop, locale } = request.context;
      const { email } = request.body;
      await enforce(db(), reply, limits.forgotPerAccount, `${shop.code}:${email}`);
      // Answered before the lookup: a mail for a known address must not take longer to accept.
      app.afterResponse.run('forgot-password', () => forgotPassword(db(), shop, email, locale));
      return reply.status(202).send({ accepted: true });
    },
    { onRequest: limitPerIp(limits.forgotPerIp) },
  );

  route(app, resetStatus, async (request) => validateResetToken(db(), request.body.token), {
    onRequest: limitPerIp(limits.tokenPerIp),
  });

  route(
    app,
    reset,
    async (request, reply) => {
      await resetPassword(db(), request.context.shop, request.body.token, request.body.password);
      return reply.status(204).send();
    },
    { onRequest: limitPerIp(limits.tokenPerIp) },
  );
};
