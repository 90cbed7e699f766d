import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { startPoller } from '../../lib/poller';
import { deliverPending } from './delivery';

export interface OutboxWorkerOptions {
  /** smtp(s)://user:pass@host:port; without it the outbox itself is where mails end up. */
  smtpUrl?: string;
  intervalMs?: number;
  batchSize?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface OutboxWorker {
  /** Stops polling and resolves once a delivery run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox and sends due mails over SMTP. Safe to run in every replica: rows are
 * claimed with SKIP LOCKED, so replicas share the work instead of sending twice.
 */
export function startOutboxWorker(db: Database, options: OutboxWorkerOptions): OutboxWorker {
  const { smtpUrl, intervalMs = 5000, batchSize = 20, log } = options;
  if (!smtpUrl) {
    log.info('no SMTP configured: mails stay in the outbox (GET /dev/outbox)');
    return { stop: async () => {} };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  log.info(
    { smtpHost: URL.canParse(smtpUrl) ? new URL(smtpUrl).host : undefined },
    'outbox worker started',
  );

  const poller = startPoller({
    intervalMs,
    async pass() {
      const { sent, failed } = await deliverPending(db, transport, { batchSize });
      if (failed > 0) log.warn({ sent, failed }, 'outbox mails failed; they will be retried');
      // A full batch means more may be waiting: go on instead of idling a whole interval.
      return sent + failed >= batchSize;
    },
    onError: (err: unknown) => log.error({ err }, 'outbox delivery run failed'),
  });
  return {
    async stop() {
      await poller.stop();
      transport.close();
    },
  };
}
