import { ApiError, accountErrorCodes } from '@shop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AccountTokenRow, accountTokens } from '../../db/schema';
import { hashSecret, newSecret } from './secrets';

export type TokenPurpose = 'verify-email' | 'reset-password';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

type Writer = Pick<Database, 'insert' | 'update'>;

/** A new single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Writer, customerId: string, purpose: TokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = newSecret();
  await db.insert(accountTokens).values({
    tokenHash: hashSecret(token),
    customerId,
    purpose,
    expiresAt: new Date(Date.now() + tokenLifetimeMs[purpose]),
  });
  return token;
}

export type TokenCheck =
  | { status: 'valid'; customerId: string }
  | { status: 'expired' }
  | { status: 'invalid' };

/** Whether a token would be accepted, without using it. */
export async function checkToken(db: Database, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashSecret(token)), eq(accountTokens.purpose, purpose)));
  return classify(row);
}

/**
 * Uses a token once: the update only matches an unused, unexpired row, so two concurrent
 * uses cannot both succeed.
 */
export async function consumeToken(
  db: Writer & Pick<Database, 'select'>,
  token: string,
  purpose: TokenPurpose,
) {
  const tokenHash = hashSecret(token);
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > now()`,
      ),
    )
    .returning({ customerId: accountTokens.customerId });
  if (used) return { status: 'valid', customerId: used.customerId } satisfies TokenCheck;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return classify(row);
}

function classify(row: AccountTokenRow | undefined): TokenCheck {
  if (!row || row.usedAt) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', customerId: row.customerId };
}

/** The answer to a mailed link that no longer works. */
export function tokenError(status: 'expired' | 'invalid') {
  return status === 'expired'
    ? ApiError.badRequest('This link has expired', { code: accountErrorCodes.tokenExpired })
    : ApiError.badRequest('This link is not valid', { code: accountErrorCodes.tokenInvalid });
}
