import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiTags, shopIdHeader } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  /** The API as its clients reach it, named as the document's server. */
  publicApiUrl: string;
}

/**
 * OpenAPI is generated from the routes, whose schemas, names and descriptions come from the
 * contract's endpoint declarations; the reference page at /docs reads it.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { publicApiUrl }: OpenApiOptions,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop platform REST API',
        description: `The REST API behind five brands' web shops and content sites. Every shop route needs the \`${shopIdHeader}\` header with a brand code (DBC, EDG, EF, ENC, FIB); a customer's routes also a bearer session token. Errors answer \`{ error: { code, message, details? } }\`.`,
        version: '1.0.0',
        contact: { name: 'Shop platform team', url: publicApiUrl },
      },
      servers: [{ url: publicApiUrl, description: 'This API' }],
      tags: apiTags.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          shopId: { type: 'apiKey', in: 'header', name: shopIdHeader },
          session: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Its own scripts only; the inline styles its script sets are allowed (styles run no code);
    // no upgrade to https on a plain-http laptop.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
