import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { createTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

export const strongPassword = 'Geluid#Stil2026';

let counter = 0;
/** A unique address per call, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'klant'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.nl`;
}

export function shopHeaders(shop = 'EF', extra: Record<string, string> = {}) {
  return { 'x-shop-id': shop, 'x-locale': 'nl-NL', ...extra };
}

export function bearer(token: string, shop = 'EF') {
  return shopHeaders(shop, { authorization: `Bearer ${token}` });
}

let lastOctet = 0;
/** A fresh client address per call: each registration in a test is a different shopper. */
export function shopperIp(): string {
  lastOctet += 1;
  return `192.0.2.${lastOctet % 250}`;
}

export async function registerCustomer(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  shop = 'EF',
) {
  const body = {
    customerType: 'Private',
    email: uniqueEmail(),
    password: strongPassword,
    firstName: 'Sanne',
    lastName: 'de Vries',
    locale: 'nl-NL',
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/Registration',
    headers: shopHeaders(shop, { 'x-forwarded-for': shopperIp() }),
    payload: body,
  });
  return { res, body, token: res.statusCode === 201 ? (res.json().session.token as string) : '' };
}

export async function latestMailTo(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail;
}

/** The `token` parameter of the first storefront link in a mail's text. */
export function tokenInMail(mail: { text: string } | undefined): string {
  const match = mail?.text.match(/[?&]token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`No token link in mail: ${mail?.text}`);
  return match[1];
}
