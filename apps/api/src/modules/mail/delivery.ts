import { brandByCode, resolveLocale } from '@shop/site';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../../db/client';
import { type OutboxEmailRow, outboxEmails } from '../../db/schema';
import { senderAddress, supportAddress } from './addresses';

/** What delivery needs of a nodemailer transporter; any transport (SMTP, JSON, stream) fits. */
export interface MailTransport {
  sendMail(message: Mail.Options): Promise<unknown>;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * How long a claimed row is hidden from other workers while it is being sent. Longer than
 * nodemailer's own connection and greeting timeouts, so a slow server does not make a second
 * worker send the same mail; a worker killed mid-send frees its rows when the lease runs out.
 */
const claimLeaseMinutes = 15;
const maxRetryDelayMinutes = 60;
const maxErrorLength = 2000;

/** 1, 2, 4, … minutes after the 1st, 2nd, 3rd failure, never more than an hour. */
export function retryDelayMinutes(previousAttempts: number): number {
  return Math.min(2 ** previousAttempts, maxRetryDelayMinutes);
}

/**
 * Sends the mails that are due. Rows are claimed with FOR UPDATE SKIP LOCKED and leased in a
 * short transaction, and sent after it commits: holding the transaction across SMTP round
 * trips would pin a pool connection per worker and, on PGlite, block every other query of the
 * API (one connection) for as long as the mail server takes.
 */
export async function deliverPending(
  db: Database,
  transport: MailTransport,
  { batchSize = 20 }: { batchSize?: number } = {},
): Promise<DeliveryResult> {
  const claimed = await claimDue(db, batchSize);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const row of claimed) {
    try {
      await transport.sendMail(messageOf(row));
      await db.update(outboxEmails).set({ sentAt: sql`now()` }).where(eq(outboxEmails.id, row.id));
      result.sent += 1;
    } catch (error) {
      await recordFailure(db, row, error);
      result.failed += 1;
    }
  }
  return result;
}

function claimDue(db: Database, batchSize: number): Promise<OutboxEmailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxEmails)
      .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmails.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(outboxEmails)
        .set({ nextAttemptAt: sql`now() + make_interval(mins => ${claimLeaseMinutes}::int)` })
        .where(
          inArray(
            outboxEmails.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

function messageOf(row: OutboxEmailRow): Mail.Options {
  const brand = brandByCode(row.shopCode);
  if (!brand) throw new Error(`Shop ${row.shopCode} is not supported`);
  return {
    from: senderAddress(brand),
    // Replies to no-reply would be lost; send them to the people who can answer.
    replyTo: supportAddress(brand, resolveLocale(row.locale)),
    to: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
  };
}

async function recordFailure(db: Database, row: OutboxEmailRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const delay = retryDelayMinutes(row.attempts);
  await db
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      lastError: message.slice(0, maxErrorLength),
      nextAttemptAt: sql`now() + make_interval(mins => ${delay}::int)`,
    })
    .where(eq(outboxEmails.id, row.id));
}
