import { ApiError } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRow } from '../../db/rows';

export interface RateLimit {
  /** What is counted, e.g. 'login:ip'; the caller adds who (an IP, an account). */
  name: string;
  max: number;
  windowSeconds: number;
}

const counterRow = z.object({ hits: z.coerce.number(), retry_after: z.coerce.number() });

export interface RateLimitState {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window, atomically in the database, so every API replica shares
 * the counters and a restart forgets nothing.
 */
export async function hit(db: Database, limit: RateLimit, who: string): Promise<RateLimitState> {
  const key = `${limit.name}:${who}`;
  const window = `${limit.windowSeconds} seconds`;
  const row = await queryRow(
    db,
    sql`
    insert into rate_limit_buckets (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_buckets.window_start <= now() - ${window}::interval
        then 1 else rate_limit_buckets.hits + 1 end,
      window_start = case when rate_limit_buckets.window_start <= now() - ${window}::interval
        then now() else rate_limit_buckets.window_start end
    returning hits,
      ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry_after`,
    counterRow,
  );
  return {
    hits: Number(row?.hits ?? 1),
    retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)),
  };
}

/** Takes back a hit counted in advance, for limits that count failures only. */
export async function release(db: Database, limit: RateLimit, who: string): Promise<void> {
  const key = `${limit.name}:${who}`;
  await db.execute(
    sql`update rate_limit_buckets set hits = greatest(hits - 1, 0) where key = ${key}`,
  );
}

export function tooManyRequests(reply: FastifyReply, state: RateLimitState): ApiError {
  reply.header('retry-after', String(state.retryAfterSeconds));
  return ApiError.tooManyRequests('Too many attempts; try again later', {
    details: { retryAfterSeconds: state.retryAfterSeconds },
  });
}

/** Counts a hit and refuses with 429 and Retry-After past the limit. */
export async function enforce(
  db: Database,
  reply: FastifyReply,
  limit: RateLimit,
  who: string,
): Promise<void> {
  const state = await hit(db, limit, who);
  if (state.hits > limit.max) throw tooManyRequests(reply, state);
}

/** An onRequest hook limiting by client address: it counts before the body is even read. */
export function limitPerIp(limit: RateLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await enforce(request.server.database.db, reply, limit, request.ip);
  };
}
