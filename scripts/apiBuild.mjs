// Builds the API (apps/api/build.mjs) when there is no build or a source file is newer than it.
// Run directly, it is the `npm start -w apps/api` step before `node dist/server.js`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, root } from './staleness.mjs';

export const apiDir = path.join(root, 'apps/api');
const sources = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/tsconfig.json',
  // The mails' copy is bundled from the site's message bundles.
  'apps/web/messages',
  'packages/site/src',
  'packages/contract/src',
];

export function ensureApiBuild(force = false) {
  if (!force && !isStale(path.join(apiDir, 'dist/server.js'), sources)) return;
  console.log('Building the API…');
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureApiBuild();
