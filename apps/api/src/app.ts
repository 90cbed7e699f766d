import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { contentRoutes } from './modules/content/routes';
import { diagnosticsRoutes } from './modules/diagnostics/routes';
import type { ErpConfig } from './modules/erp/config';
import { erpRoutes } from './modules/erp/routes';
import { healthRoutes } from './modules/health/routes';
import { outboxRoutes } from './modules/mail/routes';
import { meRoutes } from './modules/me/routes';
import { miscRoutes } from './modules/misc/routes';
import { orderRoutes } from './modules/orders/routes';
import { builtinProviderRoutes } from './modules/payments/builtin/routes';
import { type PaymentConfig, paymentProviders } from './modules/payments/providers';
import { paymentRoutes } from './modules/payments/routes';
import { productRoutes } from './modules/products/routes';
import { ratingRoutes } from './modules/rating/routes';
import { registrationRoutes } from './modules/registration/routes';
import { searchRoutes } from './modules/search/routes';
import { shopRoutes } from './modules/shop/routes';
import { uploadRoutes } from './modules/uploads/routes';
import type { FileStore } from './modules/uploads/store/fileStore';
import { type VatCheckConfig, vatNumberCheckerFor } from './modules/vies/config';
import { type VatNumberVerifier, vatNumberVerifier } from './modules/vies/service';
import { registerAfterResponse } from './plugins/afterResponse';
import { errorEnvelopeServerOptions, registerErrorEnvelope } from './plugins/errors';
import { registerInputGuards } from './plugins/inputGuards';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestContext } from './plugins/requestContext';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    vatNumbers: VatNumberVerifier;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where uploads and the generated catalogue images live (disk or S3). */
  files: FileStore;
  /** Serve the mail outbox at /dev/outbox (development and tests, never production). */
  exposeOutbox?: boolean;
  /** Which proxies may set X-Forwarded-For (the storefront's addresses). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The API's address as browsers and payment providers reach it. */
  publicApiUrl?: string;
  payment?: PaymentConfig;
  erp?: ErpConfig;
  /** Who confirms business customers' VAT numbers for reverse charge: VIES unless told. */
  vatCheck?: VatCheckConfig;
}

export async function buildApp({
  database,
  files,
  logger = false,
  trustProxy = 'loopback',
  exposeOutbox = false,
  publicApiUrl = 'http://localhost:4000',
  payment = { provider: 'builtin' },
  erp,
  vatCheck = { checker: 'vies' },
}: AppOptions) {
  // The storefront's BFF calls from loopback and passes the shopper's address on.
  const app = Fastify({ logger, trustProxy, ...errorEnvelopeServerOptions() });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('payments', {
    db: database.db,
    providers: paymentProviders(database.db, payment, publicApiUrl),
    publicApiUrl,
    log: app.log,
  });
  app.decorate(
    'vatNumbers',
    vatNumberVerifier(database.db, vatNumberCheckerFor(vatCheck), app.log),
  );

  // JSON answers need no CSP leeway at all; the few HTML pages (the reference at /docs, the
  // test payment page, the outbox) set their own, as narrow as each can be.
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
  });
  registerErrorEnvelope(app);
  registerAfterResponse(app);
  registerInputGuards(app);
  registerRequestContext(app);
  await registerOpenApi(app, { publicApiUrl });

  await app.register(healthRoutes);
  await app.register(shopRoutes);
  await app.register(miscRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(meRoutes);
  await app.register(productRoutes);
  await app.register(contentRoutes);
  await app.register(searchRoutes);
  await app.register(ratingRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentRoutes);
  if (payment.provider === 'builtin') await app.register(builtinProviderRoutes);
  await app.register(orderRoutes);
  await app.register(erpRoutes, erp ? { config: erp } : {});
  await app.register(diagnosticsRoutes);
  await app.register(uploadRoutes, { files });
  if (exposeOutbox) await app.register(outboxRoutes);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
