import { ApiError, endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { toListItem } from './schemas';
import { findOutboxHtml, listOutbox } from './service';

/**
 * The outbox as a mailbox for development and tests: read the mail a journey just caused and
 * follow its link. Register only outside production; the mails carry live tokens.
 */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.operations.outbox, async ({ query }) => ({
    items: (await listOutbox(app.database.db, query)).map(toListItem),
  }));

  route(app, endpoints.operations.outboxMail, async ({ params }, reply) => {
    const html = await findOutboxHtml(app.database.db, params.id);
    if (html === undefined) throw ApiError.notFound(`Mail ${params.id} does not exist`);
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
  });
};
