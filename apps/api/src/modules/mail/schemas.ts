import type { OutboxListItem } from '@shop/contract';
import type { OutboxItem } from './service';

/** An outbox item as JSON: the dates as ISO strings, delivery state left to the database. */
export function toListItem({ sentAt: _sentAt, createdAt, ...item }: OutboxItem): OutboxListItem {
  return { ...item, createdAt: createdAt.toISOString() };
}
