import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this file: it sits one folder below it both as source (src/) and once
 * built (dist/, where every module is bundled into files of that one folder).
 */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiDir, '../..');
/** drizzle-kit writes the migrations here; both database drivers read them at start. */
export const migrationsFolder = path.join(apiDir, 'drizzle');
