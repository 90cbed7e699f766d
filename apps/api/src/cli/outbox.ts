import { existsSync } from 'node:fs';
import { type OutboxListItem, outboxListSchema } from '@shop/contract';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { toListItem } from '../modules/mail/schemas';
import { listOutbox } from '../modules/mail/service';

// Usage: npm run outbox -w apps/api [-- <e-mail address>]
const limit = 10;
const to = process.argv[2];
const config = loadConfigOrExit();

const items = (await fromRunningApi()) ?? (await fromDatabase());
if (items?.length === 0) console.log(to ? `No mails to ${to}.` : 'The outbox is empty.');
for (const item of items ?? []) {
  console.log(`${item.createdAt}  ${item.to}  [${item.template}, ${item.locale}]`);
  console.log(`  ${item.subject}`);
  for (const link of item.links) console.log(`  ${link}`);
  console.log('');
}

/**
 * PGlite lets one process at a time open its data directory, so while the API runs on it the
 * outbox is read through the API's dev route instead.
 */
async function fromRunningApi(): Promise<OutboxListItem[] | undefined> {
  if (config.databaseUrl) return undefined;
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const url = new URL(
    '/dev/outbox',
    `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`,
  );
  url.searchParams.set('limit', String(limit));
  if (to) url.searchParams.set('to', to);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  } catch {
    return undefined;
  }
  if (!response.ok) {
    throw new Error(`The API at ${url.origin} answered ${response.status}; is it in production?`);
  }
  return outboxListSchema.parse(await response.json()).items;
}

/** Undefined when there is no database yet; opening one would create it. */
async function fromDatabase(): Promise<OutboxListItem[] | undefined> {
  if (!config.databaseUrl && config.pgliteDir && !existsSync(config.pgliteDir)) {
    console.log(`No database at ${config.pgliteDir} yet: start the API once.`);
    return undefined;
  }
  const database = await openDatabase(config);
  try {
    const rows = await listOutbox(database.db, { to, limit });
    return rows.map(toListItem);
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    console.log('This database has no outbox table yet: start the API once to migrate it.');
    return undefined;
  } finally {
    await database.close();
  }
}

// Drizzle wraps the driver's error; PostgreSQL's code for an unknown table is 42P01.
function isMissingTable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '42P01') return true;
  }
  return false;
}
