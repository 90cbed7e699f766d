import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../seed/seed';

/**
 * An API on a fresh database: in-memory PGlite by default, or an isolated schema on the
 * PostgreSQL server named by DATABASE_URL, dropped again on close.
 */
export async function createTestApp({ seed = true } = {}) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const searchPath = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, searchPath });
  await database.migrate();
  if (seed) await seedDemoData(database.db);
  const app = await buildApp({ database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (databaseUrl && searchPath) await dropSchema(databaseUrl, searchPath);
    },
  };
}

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
