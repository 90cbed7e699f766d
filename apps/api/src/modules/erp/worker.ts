import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { startPoller } from '../../lib/poller';
import type { ErpConfig } from './config';
import type { Fetch } from './oauth';
import { exportPending } from './outbox';

export interface ErpExportWorkerOptions {
  config: ErpConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
  fetch?: Fetch;
}

export interface ErpExportWorker {
  /** Runs an export pass now, after any pass in progress. */
  runNow(): Promise<void>;
  /** Stops polling and resolves once a pass in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Polls the ERP outbox and exports paid orders to Business Central. Safe in every replica: rows
 * are claimed with SKIP LOCKED. Without configuration it does nothing and the rows wait.
 */
export function startErpExportWorker(
  db: Database,
  options: ErpExportWorkerOptions,
): ErpExportWorker {
  const { config, log, intervalMs = 30_000, batchSize = 10, fetch: fetchFn } = options;
  if (!config.enabled) {
    log.info(
      { missing: config.missing },
      'Business Central is not configured: paid orders wait in the ERP outbox',
    );
    return { runNow: async () => {}, stop: async () => {} };
  }
  log.info({ environment: config.environment }, 'ERP export worker started');
  return startPoller({
    intervalMs,
    async pass() {
      const { exported, failed } = await exportPending(db, config, { batchSize, fetch: fetchFn });
      if (failed > 0) log.warn({ exported, failed }, 'ERP exports failed; they will be retried');
      // A full batch means more may be waiting: go on instead of idling a whole interval.
      return exported + failed >= batchSize;
    },
    onError: (err: unknown) => log.error({ err }, 'ERP export run failed'),
  });
}
