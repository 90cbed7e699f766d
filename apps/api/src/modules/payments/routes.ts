import { endpoints, paymentMethodsByCountry } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { acceptForms } from './formBodies';
import {
  handleOrderWebhook,
  handlePaymentWebhook,
  initiatePayment,
  type PaymentContext,
  paymentStatus,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentContext;
  }
}

const payments = endpoints.payments;

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  await acceptForms(app);

  route(app, payments.methods, async ({ query }) => ({
    country: query.country,
    methods: [...paymentMethodsByCountry[query.country]],
  }));

  route(app, payments.initiate, async ({ context, body }) =>
    initiatePayment(app.payments, await context.scope(), body),
  );

  route(app, payments.status, async ({ context, params }) =>
    paymentStatus(app.payments, await context.scope(), params.id),
  );

  // Providers post from their servers without our headers, and learn nothing from the answer:
  // unknown ids answer 200 too.
  route(app, payments.paymentWebhook, async ({ body }, reply) => {
    await handlePaymentWebhook(app.payments, body.id);
    return reply.status(200).send();
  });

  route(app, payments.orderWebhook, async ({ body }, reply) => {
    await handleOrderWebhook(app.payments, body.id);
    return reply.status(200).send();
  });
};
