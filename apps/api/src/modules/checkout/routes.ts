import {
  checkoutDetailsBodySchema,
  checkoutSchema,
  chooseShippingBodySchema,
  shippingCalculateBodySchema,
  shippingOptionsSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/requestLocale';
import { requireFeature } from '../../plugins/features';
import { shopperOf } from '../cart/shopper';
import { completeOrder, getCheckout, setDetails, setShipping, shippingOptions } from './service';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('products'));
  const db = () => app.database.db;
  const vat = () => app.vatNumbers;
  const tags = ['checkout'];

  app.get(
    '/orders/checkout',
    {
      schema: {
        tags,
        summary: "The shopper's checkout: cart, details, delivery and server-computed totals",
        response: { 200: checkoutSchema },
      },
    },
    async (request) =>
      getCheckout(db(), vat(), request.shop, await shopperOf(app, request), localeOf(request)),
  );

  app.post(
    '/Orders/details',
    {
      schema: {
        tags,
        summary: 'Customer type, contact, invoice and delivery address, business VAT number',
        body: checkoutDetailsBodySchema,
        response: { 200: checkoutSchema },
      },
    },
    async (request) =>
      setDetails(
        db(),
        vat(),
        request.shop,
        await shopperOf(app, request),
        localeOf(request),
        request.body,
      ),
  );

  app.get(
    '/Orders/shipping',
    {
      schema: {
        tags,
        summary: "Delivery types with cost and promised date for the checkout's address",
        response: { 200: shippingOptionsSchema },
      },
    },
    async (request) =>
      shippingOptions(db(), request.shop, await shopperOf(app, request), localeOf(request)),
  );

  app.post(
    '/Orders/shipping/calculate',
    {
      schema: {
        tags,
        summary: 'Delivery types with cost and promised date for the cart sent to a country',
        body: shippingCalculateBodySchema,
        response: { 200: shippingOptionsSchema },
      },
    },
    async (request) =>
      shippingOptions(
        db(),
        request.shop,
        await shopperOf(app, request),
        localeOf(request),
        request.body.country,
      ),
  );

  app.post(
    '/Orders/shipping',
    {
      schema: {
        tags,
        summary: 'Choose Deliver, Pickup or DeliverAndAssemble',
        body: chooseShippingBodySchema,
        response: { 200: checkoutSchema },
      },
    },
    async (request) =>
      setShipping(
        db(),
        vat(),
        request.shop,
        await shopperOf(app, request),
        localeOf(request),
        request.body.deliveryType,
      ),
  );

  app.post(
    '/Orders/complete',
    {
      schema: {
        tags,
        summary: 'Place the order: totals and number are fixed, it waits for payment (idempotent)',
        response: { 200: checkoutSchema },
      },
    },
    async (request) =>
      completeOrder(db(), vat(), request.shop, await shopperOf(app, request), localeOf(request)),
  );
};
