import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common surface of both drivers: services never know which engine runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Undefined keeps PGlite in memory. */
  pgliteDir?: string;
  /** Connections to PostgreSQL per process (default 10). */
  databasePoolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databasePoolSize ?? 10);
  return openPglite(options.pgliteDir);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A pooled connection the server ends (restart, failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (error) => console.warn('database connection lost:', error.message));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // Search needs these two (migration 0009); PostgreSQL ships them as contrib modules.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}
