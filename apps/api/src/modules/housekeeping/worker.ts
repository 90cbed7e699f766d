import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type Poller, startPoller } from '../../lib/poller';
import type { FileStore } from '../uploads/store/fileStore';
import { purgeOnce } from './service';

export interface HousekeepingOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Hourly by default: nothing purged here is urgent, it only must not pile up. */
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Deletes what has expired or was abandoned (sessions, mailed tokens, rate-limit windows,
 * guest carts, unused uploads and their files). Every API process runs it: the purges claim
 * rows with SKIP LOCKED and each delete can repeat, so replicas share the work.
 */
export function startHousekeeping(
  db: Database,
  files: FileStore,
  { log, intervalMs = 60 * 60 * 1000, batchSize = 500 }: HousekeepingOptions,
): Poller {
  return startPoller({
    intervalMs,
    async pass() {
      const purged = await purgeOnce(db, files, {
        limit: batchSize,
        onError: (kind, err) => log.error({ err, kind }, 'housekeeping purge failed'),
      });
      const counts = Object.values(purged);
      if (counts.some((count) => count > 0)) log.info({ purged }, 'housekeeping purged');
      // A full batch means more may be waiting: go on instead of idling a whole interval.
      return counts.some((count) => count >= batchSize);
    },
    onError: (err: unknown) => log.error({ err }, 'housekeeping failed'),
  });
}
