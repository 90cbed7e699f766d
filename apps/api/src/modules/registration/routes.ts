import {
  authResponseSchema,
  registrationBodySchema,
  tokenBodySchema,
  verifyResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFeature } from '../../plugins/features';
import { handOverGuest } from '../auth/handOverGuest';
import { limits } from '../rateLimit/limits';
import { limitPerIp } from '../rateLimit/service';
import { register, verifyEmail } from './service';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('account'));
  app.post(
    '/Registration',
    {
      onRequest: limitPerIp(limits.registerPerIp),
      schema: {
        tags: ['accounts'],
        summary: 'Register a private or business customer; sends the verification mail',
        body: registrationBodySchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await register(app.database.db, request.shop, request.body);
      await handOverGuest(app, request, result.customer.id);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/Registration/verify',
    {
      onRequest: limitPerIp(limits.tokenPerIp),
      schema: {
        tags: ['accounts'],
        summary: 'Verify the e-mail address with the token from the mail',
        body: tokenBodySchema,
        response: { 200: verifyResponseSchema },
      },
    },
    async (request, reply) => {
      return verifyEmail(app.database.db, request.shop, request.body.token);
    },
  );
};
