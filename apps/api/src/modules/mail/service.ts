import { defaultOutboxLimit } from '@shop/contract';
import type { Brand, Locale } from '@shop/site';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { linksOf } from './links';
import { type MailTemplate, renderMail } from './render';

export {
  type DeliveryResult,
  deliverPending,
  type MailTransport,
  retryDelayMinutes,
} from './delivery';
export { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from './worker';

/**
 * The database or a transaction: a mail queued inside the transaction that caused it (a
 * registration, a reset request) exists exactly when that change commits.
 */
export type MailWriter = Pick<Database, 'insert'>;

export interface MailInput {
  brand: Brand;
  locale: Locale;
  to: string;
  template: MailTemplate;
}

/** Renders the mail now, so the outbox holds exactly what the customer will read. */
export async function enqueueMail(db: MailWriter, input: MailInput): Promise<{ id: string }> {
  const { brand, locale, to, template } = input;
  const { subject, html, text } = await renderMail(brand, locale, template);
  const [row] = await db
    .insert(outboxEmails)
    .values({
      shopCode: brand.code,
      toAddress: to,
      locale,
      template: template.kind,
      subject,
      html,
      text,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('The outbox insert returned no row');
  return row;
}

export interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: string;
  createdAt: Date;
  sentAt: Date | null;
  text: string;
  links: string[];
}

/** The latest mails, newest first; `to` matches regardless of case, as mail servers do. */
export async function listOutbox(
  db: Database,
  { to, limit = defaultOutboxLimit }: { to?: string; limit?: number } = {},
): Promise<OutboxItem[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(to ? sql`lower(${outboxEmails.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(outboxEmails.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    text: row.text,
    links: linksOf(row.html, row.text),
  }));
}

export async function findOutboxHtml(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ html: outboxEmails.html })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id))
    .limit(1);
  return row?.html;
}
