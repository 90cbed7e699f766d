import { z } from 'zod';
import { defaultOutboxLimit, type OutboxItem } from './service';

// Development-only shapes, so they live with the module rather than in packages/contract.

export const outboxQuerySchema = z.object({
  to: z.string().trim().min(1).optional().describe('Only mails to this address'),
  limit: z.coerce.number().int().min(1).max(100).default(defaultOutboxLimit),
});

export const outboxItemSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  text: z.string(),
  links: z.array(z.string()).describe('Absolute http(s) links in the mail, action link first'),
});

export const outboxListSchema = z.object({ items: z.array(outboxItemSchema) });

export type OutboxListItem = z.infer<typeof outboxItemSchema>;

/** An outbox item as JSON: the dates as ISO strings, delivery state left to the database. */
export function toListItem({ sentAt: _sentAt, createdAt, ...item }: OutboxItem): OutboxListItem {
  return { ...item, createdAt: createdAt.toISOString() };
}
