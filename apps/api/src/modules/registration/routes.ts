import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { handOverGuest } from '../auth/handOverGuest';
import { limits } from '../rateLimit/limits';
import { limitPerIp } from '../rateLimit/service';
import { register, verifyEmail } from './service';

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.accounts.register,
    async (request, reply) => {
      const result = await register(app.database.db, request.context.shop, request.body);
      await handOverGuest(app, request, result.customer.id);
      return reply.status(201).send(result);
    },
    { onRequest: limitPerIp(limits.registerPerIp) },
  );

  route(
    app,
    endpoints.accounts.verifyEmail,
    async (request) => verifyEmail(app.database.db, request.context.shop, request.body.token),
    { onRequest: limitPerIp(limits.tokenPerIp) },
  );
};
