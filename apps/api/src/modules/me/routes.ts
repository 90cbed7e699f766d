import {
  customerDetailsSchema,
  customerSchema,
  resendVerificationResponseSchema,
  updateAccountBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomerId } from '../../plugins/authenticate';
import { requireFeature } from '../../plugins/features';
import { loadCustomer } from '../accounts/customers';
import { limits } from '../rateLimit/limits';
import { enforce } from '../rateLimit/service';
import { deleteAccount, resendVerification, updateAccount, updateDetails } from './service';

const security = [{ shopId: [], session: [] }];

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('account'));
  const db = () => app.database.db;

  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in customer',
        security,
        response: { 200: customerSchema },
      },
    },
    async (request) => loadCustomer(db(), request.shop.code, await requireCustomerId(app, request)),
  );

  app.put(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: "Change the customer's address and the locale of their mails",
        security,
        body: updateAccountBodySchema,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      updateAccount(db(), request.shop, await requireCustomerId(app, request), request.body),
  );

  app.put(
    '/me/details',
    {
      schema: {
        tags: ['accounts'],
        summary: "Change the customer's personal and company details",
        security,
        body: customerDetailsSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      updateDetails(db(), request.shop, await requireCustomerId(app, request), request.body),
  );

  app.post(
    '/me/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification mail again',
        security,
        response: { 202: resendVerificationResponseSchema },
      },
    },
    async (request, reply) => {
      const customerId = await requireCustomerId(app, request);
      await enforce(db(), reply, limits.verifyResendPerAccount, customerId);
      return reply.status(202).send(await resendVerification(db(), request.shop, customerId));
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account: personal data removed, sessions ended',
        security,
      },
    },
    async (request, reply) => {
      await deleteAccount(db(), request.shop, await requireCustomerId(app, request));
      return reply.status(204).send();
    },
  );
};
