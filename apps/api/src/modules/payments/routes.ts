import {
  initiatePaymentBodySchema,
  initiatePaymentResponseSchema,
  orderParamsSchema,
  paymentMethodsByCountry,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  paymentStatusResponseSchema,
  webhookBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/requestLocale';
import { requireFeature } from '../../plugins/features';
import { shopperOf } from '../cart/shopper';
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

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('products'));
  await acceptForms(app);
  const tags = ['payments'];

  app.get(
    '/orders/payment/methods',
    {
      schema: {
        tags,
        summary: 'Payment methods offered to shoppers of a country',
        querystring: paymentMethodsQuerySchema,
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    async (request) => ({
      country: request.query.country,
      methods: [...paymentMethodsByCountry[request.query.country]],
    }),
  );

  app.post(
    '/orders/payment/initiate',
    {
      schema: {
        tags,
        summary: 'Open a payment for a placed order; repeated calls answer the same payment',
        body: initiatePaymentBodySchema,
        response: { 200: initiatePaymentResponseSchema },
      },
    },
    async (request) =>
      initiatePayment(app.payments, request.shop, await shopperOf(app, request), request.body),
  );

  app.get(
    '/orders/payment/status/:id',
    {
      schema: {
        tags,
        summary: "An order's payment state, for the result page (order id)",
        params: orderParamsSchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request) =>
      paymentStatus(
        app.payments,
        request.shop,
        await shopperOf(app, request),
        request.params.id,
        localeOf(request),
      ),
  );

  // Providers post from their servers without our headers: these routes are shopless, and
  // answer 200 to ids they do not know, so a probe learns nothing.
  app.post(
    '/orders/payment/webhook/payment',
    {
      schema: {
        tags,
        summary: "A provider's payment changed (form field id: the provider's payment id)",
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        body: webhookBodySchema,
      },
    },
    async (request, reply) => {
      await handlePaymentWebhook(app.payments, request.body.id);
      return reply.status(200).send();
    },
  );

  app.post(
    '/orders/payment/webhook/order',
    {
      schema: {
        tags,
        summary: "An order's payments changed (form field id: the order id)",
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        body: webhookBodySchema,
      },
    },
    async (request, reply) => {
      await handleOrderWebhook(app.payments, request.body.id);
      return reply.status(200).send();
    },
  );
};
