import { ApiError, apiErrorSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxListSchema, outboxQuerySchema, toListItem } from './schemas';
import { findOutboxHtml, listOutbox } from './service';

/**
 * The outbox as a mailbox for development and tests: read the mail a journey just caused and
 * follow its link. Register only outside production; the mails carry live tokens.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Latest queued mails, newest first',
        security: [],
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => {
      const items = await listOutbox(app.database.db, request.query);
      return {
        items: items.map(toListItem),
      };
    },
  );

  app.get(
    '/dev/outbox/:id',
    {
      schema: {
        tags: ['development'],
        summary: 'One queued mail as the HTML its reader sees',
        security: [],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.string().describe('text/html'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const html = await findOutboxHtml(app.database.db, request.params.id);
      if (html === undefined) throw ApiError.notFound(`Mail ${request.params.id} does not exist`);
      return (
        reply
          .type('text/html; charset=utf-8')
          // A mail as a client shows it: its own styles and the shop's images, never a script.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
          )
          .send(html)
      );
    },
  );
};
