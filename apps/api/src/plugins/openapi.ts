import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { shopIdHeader } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI is generated from the routes' zod schemas; the reference page reads it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop platform REST API',
        description: `Every shop route needs the \`${shopIdHeader}\` header with a brand code (DBC, EDG, EF, ENC, FIB).`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          shopId: { type: 'apiKey', in: 'header', name: shopIdHeader },
          session: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ shopId: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Hashes of the page's own inline scripts; no upgrade to https on a plain-http laptop.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
