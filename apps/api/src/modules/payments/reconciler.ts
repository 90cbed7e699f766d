import type { FastifyBaseLogger } from 'fastify';
import { type Poller, startPoller } from '../../lib/poller';
import { expireUnpaidOrders, type PaymentContext, reconcileDue, unsettledDueNow } from './service';

/**
 * Asks the provider about payments that are still open. Its first pass runs at start-up, so an
 * API that was killed between a payment's start and its webhook catches up at once.
 */
export function startPaymentReconciler(
  ctx: PaymentContext,
  { log, intervalMs = 30_000 }: { log: Pick<FastifyBaseLogger, 'error'>; intervalMs?: number },
): Poller {
  const batchSize = 20;
  let startingUp = true;
  return startPoller({
    intervalMs,
    async pass() {
      // Webhooks sent while this API was down are lost: ask about every open payment now.
      if (startingUp) {
        await unsettledDueNow(ctx.db);
        startingUp = false;
      }
      const more = (await reconcileDue(ctx, batchSize)) >= batchSize;
      if (!more) await expireUnpaidOrders(ctx.db);
      return more;
    },
    onError: (err: unknown) => log.error({ err }, 'payment reconciliation failed'),
  });
}
