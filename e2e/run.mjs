// Builds the API and the web app if needed, then runs Playwright against a fresh API database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureApiBuild } from '../scripts/apiBuild.mjs';
import { ensureWebBuild } from '../scripts/webBuild.mjs';

ensureApiBuild();
ensureWebBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, E2E_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
