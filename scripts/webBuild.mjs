// Builds the web app when there is no build or a source file is newer than the build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isStale, root } from './staleness.mjs';

export const webDir = path.join(root, 'apps/web');
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const sources = [
  'apps/web/src',
  'apps/web/messages',
  'apps/web/next.config.ts',
  'packages/site/src',
  'packages/contract/src',
];

export function ensureWebBuild(env = process.env, force = false) {
  if (!force && !isStale(path.join(webDir, '.next/BUILD_ID'), sources)) return;
  console.log('Building the web app…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: webDir,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Web build took ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
