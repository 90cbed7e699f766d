import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app';
import { openDatabase } from '../db/client';
import { localFileStore } from '../modules/uploads/store/localStore';
import { seedDemoData } from '../seed/seed';
import { startFakeVies } from './fakeVies';

/** Shared by every test run on this machine, so catalogue images are generated once. */
export const testUploadsDir = path.join(os.tmpdir(), 'shop-test-uploads');
export const testFiles = localFileStore(testUploadsDir);

/**
 * An API on a fresh database: in-memory PGlite by default, or a database of its own on the
 * PostgreSQL server named by DATABASE_URL, dropped again on close. VAT numbers are confirmed by
 * a local VIES stand-in (`vies`) that knows a few registered numbers, unless `vatCheck` says
 * otherwise.
 */
export async function createTestApp({
  seed = true,
  options = {},
}: {
  seed?: boolean;
  options?: Partial<AppOptions>;
} = {}) {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url });
  await database.migrate();
  if (seed) await seedDemoData(database.db, { files: testFiles });
  const vies = await startFakeVies();
  const app = await buildApp({
    database,
    files: testFiles,
    exposeOutbox: true,
    vatCheck: { checker: 'vies', viesApiUrl: vies.baseUrl, viesTimeoutMs: 1_000 },
    ...options,
  });
  return {
    app,
    database,
    vies,
    async close() {
      await app.close();
      await vies.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops the scratch database once its connections have closed; forcing it would end
 * connections a closing pool is still shutting down, and they would report that as an error.
 */
async function dropWhenFree(serverUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      // 55006: the database is still being accessed.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export async function createScratchDatabase(serverUrl: string) {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropWhenFree(serverUrl, name),
  };
}
