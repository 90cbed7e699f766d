import { ApiError } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { builtinProviderPayments } from '../../../db/schema';
import { acceptForms, multipartForm } from '../formBodies';
import { builtinOutcomes, decide } from './builtinProvider';
import { checkoutPage } from './page';

const params = z.object({ ref: z.string().regex(/^bt_[0-9a-f]{16}$/) });

/**
 * The built-in provider's hosted page. After a choice it calls the shop's webhooks as a
 * provider would (in-process requests, so it needs no public address) and sends the person
 * back to the shop.
 */
export const builtinProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptForms(app);
  const db = () => app.database.db;
  const tags = ['payment provider (built-in)'];

  async function paymentOf(ref: string) {
    const [row] = await db()
      .select()
      .from(builtinProviderPayments)
      .where(eq(builtinProviderPayments.id, ref));
    if (!row) throw ApiError.notFound('Payment not found');
    return row;
  }

  app.get(
    '/payment-provider/checkout/:ref',
    { schema: { tags, summary: 'The hosted payment page', params } },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/payment-provider/checkout/:ref',
    {
      schema: {
        tags,
        summary: 'Decide the payment, notify the shop, return to it',
        params,
        body: z.object({ outcome: z.enum(builtinOutcomes) }),
      },
    },
    async (request, reply) => {
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
    },
  );
};
