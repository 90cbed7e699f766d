import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ErpOutboxRow, erpOutbox } from '../../db/schema';
import { BusinessCentralError, postSalesOrder } from './businessCentral';
import type { ErpConfig } from './config';
import { accessTokenFor, expireToken } from './connection';
import type { Fetch } from './oauth';
import type { ErpSalesOrder } from './payload';

/**
 * How long a claimed row is hidden from other workers while it is exported: longer than a
 * batch's worst case (two Business Central calls per row and a token refresh, each cut off
 * after 30 s), so no second worker exports a row that is still in flight.
 */
const claimLeaseMinutes = 15;
const maxRetryDelayMinutes = 60;
const maxErrorLength = 2000;

/** The database or a transaction: the export is queued exactly when the payment commits. */
export type ErpWriter = Pick<Database, 'insert'>;

/**
 * Queues a paid order for the ERP. Idempotent: a repeated payment webhook queues nothing new.
 * Call it inside the transaction that marks the order paid.
 */
export async function enqueueErpExport(
  db: ErpWriter,
  input: { orderId: string; shopCode: string; payload: ErpSalesOrder },
): Promise<{ queued: boolean }> {
  const rows = await db
    .insert(erpOutbox)
    .values({ orderId: input.orderId, shopCode: input.shopCode, payload: input.payload })
    .onConflictDoNothing({ target: erpOutbox.orderId })
    .returning({ id: erpOutbox.id });
  return { queued: rows.length > 0 };
}

export interface ExportResult {
  exported: number;
  failed: number;
}

export interface ExportOptions {
  batchSize?: number;
  fetch?: Fetch;
}

/** 1, 2, 4, … minutes after the 1st, 2nd, 3rd failure, never more than an hour. */
export function erpRetryDelayMinutes(previousAttempts: number): number {
  return Math.min(2 ** previousAttempts, maxRetryDelayMinutes);
}

/**
 * Sends the due paid orders to Business Central. Rows are claimed with FOR UPDATE SKIP LOCKED
 * and leased in a short transaction, and exported after it commits, so no transaction (nor, on
 * PGlite, the API's one connection) waits on Microsoft. Unconfigured, it leaves rows waiting.
 */
export async function exportPending(
  db: Database,
  config: ErpConfig,
  { batchSize = 10, fetch: fetchFn = fetch }: ExportOptions = {},
): Promise<ExportResult> {
  const result: ExportResult = { exported: 0, failed: 0 };
  if (!config.enabled) return result;
  const claimed = await claimDue(db, batchSize);
  // One token look-up (and at most one refresh) per shop and pass.
  const tokens = new Map<string, Promise<string>>();
  for (const row of claimed) {
    try {
      let token = tokens.get(row.shopCode);
      if (!token) {
        token = accessTokenFor(db, config, row.shopCode, fetchFn);
        tokens.set(row.shopCode, token);
      }
      const erpRef = await postSalesOrder(
        config,
        await token,
        row.payload as ErpSalesOrder,
        fetchFn,
      );
      await db
        .update(erpOutbox)
        .set({ acknowledgedAt: sql`now()`, erpRef, lastError: null })
        .where(eq(erpOutbox.id, row.id));
      result.exported += 1;
    } catch (error) {
      if (error instanceof BusinessCentralError && error.status === 401) {
        tokens.delete(row.shopCode);
        await expireToken(db, row.shopCode);
      }
      await recordFailure(db, row, error);
      result.failed += 1;
    }
  }
  return result;
}

function claimDue(db: Database, batchSize: number): Promise<ErpOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(erpOutbox)
      .where(and(isNull(erpOutbox.acknowledgedAt), lte(erpOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(erpOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(erpOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(mins => ${claimLeaseMinutes}::int)` })
        .where(
          inArray(
            erpOutbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

async function recordFailure(db: Database, row: ErpOutboxRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const delay = erpRetryDelayMinutes(row.attempts);
  await db
    .update(erpOutbox)
    .set({
      attempts: sql`${erpOutbox.attempts} + 1`,
      lastError: message.slice(0, maxErrorLength),
      nextAttemptAt: sql`now() + make_interval(mins => ${delay}::int)`,
    })
    .where(eq(erpOutbox.id, row.id));
}
