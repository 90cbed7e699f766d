// `npm test`: every check in order, stopping at the first failure.
// API tests run on embedded PGlite, then again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const databaseUrl = process.env.DATABASE_URL;
const withoutDatabase = { ...process.env };
delete withoutDatabase.DATABASE_URL;

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck'], withoutDatabase],
  ['lint', 'npm', ['run', 'lint'], withoutDatabase],
  [
    'unit tests',
    'npx',
    ['vitest', 'run', '--project', 'site', '--project', 'contract', '--project', 'web'],
    withoutDatabase,
  ],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], withoutDatabase],
];
if (databaseUrl) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { ...process.env },
  ]);
}
if (process.env.SKIP_E2E !== '1') {
  steps.push(['end-to-end tests in Chromium', 'npm', ['run', 'test:e2e'], withoutDatabase]);
}

for (const [name, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
