import { expect } from '@playwright/test';
import { apiPort } from './ports';

interface OutboxItem {
  to: string;
  subject: string;
  template: string;
  links: string[];
}

/** The mails of a kind to an address, newest first, read from the API's development outbox. */
export async function mailsOf(to: string, template: string): Promise<OutboxItem[]> {
  const response = await fetch(
    `http://127.0.0.1:${apiPort}/dev/outbox?to=${encodeURIComponent(to)}&limit=10`,
  );
  const { items } = (await response.json()) as { items: OutboxItem[] };
  return items.filter((item) => item.template === template);
}

/** The newest mail of a kind to an address, waiting for it to be queued. */
export async function latestMail(to: string, template: string): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      found = (await mailsOf(to, template))[0];
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxItem;
}

/** The mail's link into the storefront that carries a token. */
export function tokenLink(mail: OutboxItem): string {
  const link = mail.links.find((l) => l.includes('token='));
  if (!link) throw new Error(`No token link in "${mail.subject}"`);
  return link;
}
