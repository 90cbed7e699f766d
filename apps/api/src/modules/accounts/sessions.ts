import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, sessions } from '../../db/schema';
import { hashSecret, newSecret } from './secrets';

export const sessionIdleDays = 30;
const dayMs = 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, so a busy session costs no write per request.
const refreshAfterMs = 60 * 60 * 1000;

export async function createSession(db: Database, customerId: string) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + sessionIdleDays * dayMs);
  await db.insert(sessions).values({ tokenHash: hashSecret(token), customerId, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The customer of a live session in this shop, extending its expiry; undefined when unknown,
 * expired, or the account belongs to another shop (accounts are per shop).
 */
export async function resolveSession(
  db: Database,
  token: string,
  shopCode: string,
): Promise<string | undefined> {
  const tokenHash = hashSecret(token);
  const [session] = await db
    .select({ customerId: sessions.customerId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        eq(customers.shopCode, shopCode),
      ),
    );
  if (!session) return undefined;
  if (Date.now() - session.lastSeenAt.getTime() > refreshAfterMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + sessionIdleDays * dayMs) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return session.customerId;
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSecret(token)));
}

export async function endAllSessions(db: Pick<Database, 'delete'>, customerId: string) {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}
