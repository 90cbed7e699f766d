import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { completeOrder, getCheckout, setDetails, setShipping, shippingOptions } from './service';

const checkout = endpoints.checkout;

export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const vat = () => app.vatNumbers;

  route(app, checkout.checkout, async ({ context }) =>
    getCheckout(db(), vat(), await context.scope()),
  );

  route(app, checkout.setDetails, async ({ context, body }) =>
    setDetails(db(), vat(), await context.scope(), body),
  );

  route(app, checkout.shippingOptions, async ({ context }) =>
    shippingOptions(db(), await context.scope()),
  );

  route(app, checkout.calculateShipping, async ({ context, body }) =>
    shippingOptions(db(), await context.scope(), body.country),
  );

  route(app, checkout.chooseShipping, async ({ context, body }) =>
    setShipping(db(), vat(), await context.scope(), body.deliveryType),
  );

  route(app, checkout.complete, async ({ context }) =>
    completeOrder(db(), vat(), await context.scope()),
  );
};
