import { ApiError, endpoints } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { builtinProviderPayments } from '../../../db/schema';
import { route } from '../../../lib/route';
import { acceptForms, multipartForm } from '../formBodies';
import { decide } from './builtinProvider';
import { checkoutPage } from './page';

/**
 * The built-in provider's hosted page. After a choice it calls the shop's webhooks as a
 * provider would (in-process requests, so it needs no public address) and sends the person
 * back to the shop.
 */
export const builtinProviderRoutes: FastifyPluginAsync = async (app) => {
  await acceptForms(app);
  const db = () => app.database.db;

  async function paymentOf(ref: string) {
    const [row] = await db()
      .select()
      .from(builtinProviderPayments)
      .where(eq(builtinProviderPayments.id, ref));
    if (!row) throw ApiError.notFound('Payment not found');
    return row;
  }

  route(app, endpoints.operations.builtinPaymentPage, async (request, reply) => {
    const row = await paymentOf(request.params.ref);
    return (
      reply
        .type('text/html; charset=utf-8')
        // Its form answers with a redirect back to the shop, which form-action must allow.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
        )
        .send(checkoutPage(row))
    );
  });

  route(app, endpoints.operations.builtinPaymentDecision, async (request, reply) => {
    await paymentOf(request.params.ref);
    const row = await decide(db(), request.params.ref, request.body.outcome);
    if (!row) throw ApiError.notFound('Payment not found');
    for (const [path, id] of [
      [new URL(row.webhookUrl).pathname, row.id],
      ['/orders/payment/webhook/order', row.metadata.orderId],
    ] as const) {
      const form = multipartForm({ id });
      const answer = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': form.contentType },
        payload: form.body,
      });
      if (answer.statusCode >= 300) {
        // A real provider retries later; the shop's reconciler asks in any case.
        request.log.warn({ path, status: answer.statusCode }, 'webhook not accepted');
      }
    }
    return reply.redirect(row.redirectUrl, 303);
  });
};
