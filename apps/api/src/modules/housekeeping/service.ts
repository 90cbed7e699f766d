import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { longestWindowSeconds } from '../rateLimit/limits';
import { purgeUnusedUploads } from '../uploads/retention';
import type { FileStore } from '../uploads/store/fileStore';

/** How long what nobody can use any more is kept before housekeeping deletes it. */
export const retention = {
  /**
   * A mailed link that expired still answers "this link has expired" for a week, rather than
   * "not valid", to the customer who opens an old mail.
   */
  expiredTokenDays: 7,
  /** A used token answers "not valid" with or without its row; a day keeps it for support. */
  usedTokenDays: 1,
  /**
   * A guest cart no cookie can reach any more: the storefront's cart cookie lives 90 days
   * (`cartCookie` in apps/web), and each change to the cart renews `updated_at`.
   */
  abandonedCartDays: 90,
} as const;

export interface Purged {
  sessions: number;
  tokens: number;
  rateLimits: number;
  carts: number;
  uploads: number;
}

export type PurgeKind = keyof Purged;

const deletedRow = z.object({}).loose();

/**
 * Deletes at most `limit` rows that `candidates` selects (a query of primary keys). The rows
 * are claimed with SKIP LOCKED, so replicas running the same purge split the work instead of
 * waiting on each other, and a row a request holds is left for the next pass. The claim
 * re-checks its conditions on the row's newest version, so a row changed meanwhile (a cart
 * touched, a window restarted) is not deleted.
 */
async function deleteClaimed(
  db: Database,
  table: SQL,
  key: SQL,
  candidates: SQL,
  limit: number,
): Promise<number> {
  const deleted = await queryRows(
    db,
    sql`
      delete from ${table} where ${key} in (${candidates} limit ${limit} for update skip locked)
      returning ${key}`,
    deletedRow,
  );
  return deleted.length;
}

export function purgeExpiredSessions(db: Database, limit: number) {
  return deleteClaimed(
    db,
    sql`sessions`,
    sql`token_hash`,
    sql`select token_hash from sessions where expires_at < now()`,
    limit,
  );
}

export function purgeSpentTokens(db: Database, limit: number) {
  return deleteClaimed(
    db,
    sql`account_tokens`,
    sql`token_hash`,
    sql`select token_hash from account_tokens
      where used_at < now() - make_interval(days => ${retention.usedTokenDays})
        or expires_at < now() - make_interval(days => ${retention.expiredTokenDays})`,
    limit,
  );
}

/** A bucket whose window has passed counts from zero at its next hit anyway. */
export function purgePassedRateLimits(db: Database, limit: number) {
  return deleteClaimed(
    db,
    sql`rate_limit_buckets`,
    sql`key`,
    sql`select key from rate_limit_buckets
      where window_start < now() - make_interval(secs => ${longestWindowSeconds})`,
    limit,
  );
}

/**
 * Guest carts untouched for the cookie's lifetime, with their lines (the foreign key
 * cascades). Only what never became an order: a cart reopened after it was placed keeps its
 * order number, and payments were made for it, so it stays; customers' carts stay too.
 */
export function purgeAbandonedCarts(db: Database, limit: number) {
  return deleteClaimed(
    db,
    sql`orders`,
    sql`id`,
    sql`select o.id from orders o
      where o.status = 'cart' and o.customer_id is null and o.order_number is null
        and o.placed_at is null
        and o.updated_at < now() - make_interval(days => ${retention.abandonedCartDays})
        and not exists (select 1 from payments p where p.order_id = o.id)`,
    limit,
  );
}

/**
 * One round of every purge, each in bounded batches of its own; a purge that fails is
 * reported and the others still run. Carts go before uploads, so the photos of an abandoned
 * cart can go in the same round.
 */
export async function purgeOnce(
  db: Database,
  files: FileStore,
  { limit = 500, onError }: { limit?: number; onError?: (kind: PurgeKind, err: unknown) => void },
): Promise<Purged> {
  const purges: [PurgeKind, () => Promise<number>][] = [
    ['sessions', () => purgeExpiredSessions(db, limit)],
    ['tokens', () => purgeSpentTokens(db, limit)],
    ['rateLimits', () => purgePassedRateLimits(db, limit)],
    ['carts', () => purgeAbandonedCarts(db, limit)],
    ['uploads', () => purgeUnusedUploads(db, files, limit)],
  ];
  const purged: Purged = { sessions: 0, tokens: 0, rateLimits: 0, carts: 0, uploads: 0 };
  for (const [kind, purge] of purges) {
    try {
      purged[kind] = await purge();
    } catch (err) {
      if (!onError) throw err;
      onError(kind, err);
    }
  }
  return purged;
}
