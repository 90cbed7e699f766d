import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { loadCustomer } from '../accounts/customers';
import { limits } from '../rateLimit/limits';
import { enforce } from '../rateLimit/service';
import { deleteAccount, resendVerification, updateAccount, updateDetails } from './service';

const { me, updateAccount: update, updateDetails: details } = endpoints.accounts;
const { resendVerification: resend, deleteAccount: remove } = endpoints.accounts;

export const meRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  route(app, me, async ({ context }) =>
    loadCustomer(db(), context.shop.code, await context.customerId()),
  );

  route(app, update, async ({ context, body }) =>
    updateAccount(db(), context.shop, await context.customerId(), body),
  );

  route(app, details, async ({ context, body }) =>
    updateDetails(db(), context.shop, await context.customerId(), body),
  );

  route(app, resend, async ({ context }, reply) => {
    const customerId = await context.customerId();
    await enforce(db(), reply, limits.verifyResendPerAccount, customerId);
    return reply.status(202).send(await resendVerification(db(), context.shop, customerId));
  });

  route(app, remove, async ({ context }, reply) => {
    await deleteAccount(db(), context.shop, await context.customerId());
    return reply.status(204).send();
  });
};
