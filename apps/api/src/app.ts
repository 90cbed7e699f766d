import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './modules/health/routes';
import { shopRoutes } from './modules/shop/routes';
import { registerErrorEnvelope } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerShopId } from './plugins/shopId';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ database, logger = false }: AppOptions) {
  const app = Fastify({ logger, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);

  // The reference page at /docs needs inline scripts; the JSON API needs no CSP leeway.
  await app.register(helmet, { global: true, contentSecurityPolicy: false });
  registerErrorEnvelope(app);
  registerShopId(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(shopRoutes);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
