import type { VatNumberCheck } from '@shop/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { vatNumberChecks } from '../../db/schema';
import type { VatNumberChecker } from './checker';

/**
 * How long an answer is trusted. A registration rarely ends within a day; a refused number is
 * asked again sooner, since a business may just have registered; no answer is retried after a
 * minute, which spares the checkout's next steps VIES's timeout while it is down and keeps us
 * within its limit on concurrent requests.
 */
export const vatNumberCheckTtlMs: Record<VatNumberCheck, number> = {
  valid: 24 * 60 * 60_000,
  invalid: 60 * 60_000,
  unavailable: 60_000,
};

export interface VatNumberVerifier {
  /** The cached answer when still fresh, else the checker's, stored for every replica. */
  verify(vatNumber: string): Promise<VatNumberCheck>;
}

export function vatNumberVerifier(
  db: Database,
  checker: VatNumberChecker,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): VatNumberVerifier {
  return {
    async verify(vatNumber) {
      const now = new Date();
      const [cached] = await db
        .select()
        .from(vatNumberChecks)
        .where(eq(vatNumberChecks.vatNumber, vatNumber));
      if (cached && cached.checker === checker.id && cached.expiresAt > now) return cached.status;
      const answer = await checker.check(vatNumber);
      if (answer.status === 'unavailable') {
        log?.warn({ vatNumber, reason: answer.reason }, 'VAT number could not be verified');
      }
      const row = {
        status: answer.status,
        checker: checker.id,
        name: answer.name ?? null,
        address: answer.address ?? null,
        reason: answer.reason ?? null,
        checkedAt: now,
        expiresAt: new Date(now.getTime() + vatNumberCheckTtlMs[answer.status]),
      };
      await db
        .insert(vatNumberChecks)
        .values({ vatNumber, ...row })
        .onConflictDoUpdate({ target: vatNumberChecks.vatNumber, set: row });
      return answer.status;
    },
  };
}

/**
 * The fresh answer on record, without asking anyone: what totals are computed from inside a
 * transaction, after `verify` ran outside it. No fresh answer counts as no answer.
 */
export async function recordedVatNumberCheck(
  db: Database,
  vatNumber: string,
  now = new Date(),
): Promise<VatNumberCheck> {
  const [row] = await db
    .select({ status: vatNumberChecks.status })
    .from(vatNumberChecks)
    .where(and(eq(vatNumberChecks.vatNumber, vatNumber), gt(vatNumberChecks.expiresAt, now)));
  return row?.status ?? 'unavailable';
}
