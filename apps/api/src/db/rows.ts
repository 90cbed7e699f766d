import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';

/** Both drivers answer raw SQL with `{ rows }`; nothing else of their results is common. */
const resultSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * The rows of a raw query, each checked against its schema: raw SQL bypasses Drizzle's types,
 * so its answer is parsed rather than cast.
 */
export async function queryRows<S extends z.ZodType>(
  db: Pick<Database, 'execute'>,
  query: SQL,
  row: S,
): Promise<z.output<S>[]> {
  const { rows } = resultSchema.parse(await db.execute(query));
  return z.array(row).parse(rows);
}

/** The first row of a raw query, checked; undefined when there is none. */
export async function queryRow<S extends z.ZodType>(
  db: Pick<Database, 'execute'>,
  query: SQL,
  row: S,
): Promise<z.output<S> | undefined> {
  return (await queryRows(db, query, row))[0];
}
