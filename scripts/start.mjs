// `npm start`: builds the API and the web app when their builds are missing or stale, then runs
// the API (which migrates and seeds its database) and the web app together. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { apiDir, ensureApiBuild } from './apiBuild.mjs';
import { ensureWebBuild, webDir } from './webBuild.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...process.env };
const apiPort = env.API_PORT ?? '4000';
const webPort = env.PORT ?? '3000';

const rebuild = process.argv.includes('--build');
ensureApiBuild(rebuild);
ensureWebBuild(env, rebuild);

const children = [];
function run(name, args, cwd, extraEnv) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForApi() {
  const url = `http://127.0.0.1:${apiPort}/health`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`API did not become healthy at ${url}`);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 8000);
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('API', ['--enable-source-maps', 'dist/server.js'], apiDir, {
  API_PORT: apiPort,
  // A local run: mail links lead to this machine's storefront, and the outbox is readable.
  WEB_ORIGIN_PATTERN: env.WEB_ORIGIN_PATTERN ?? `http://{brand}.localhost:${webPort}`,
  EXPOSE_OUTBOX: env.EXPOSE_OUTBOX ?? 'true',
  // The demo pays with the built-in test provider unless a real one is configured.
  PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'builtin',
  ALLOW_TEST_PAYMENTS: env.ALLOW_TEST_PAYMENTS ?? 'true',
  // A local demo works offline: VAT numbers are confirmed by the demo rule, not by VIES.
  VAT_CHECK: env.VAT_CHECK ?? 'demo',
});
await waitForApi();
run('Web', ['server.mjs'], webDir, {
  HOST: env.HOST ?? 'localhost',
  PORT: webPort,
  API_URL: env.API_URL ?? `http://127.0.0.1:${apiPort}`,
});
console.log(
  `\nShop running: http://localhost:${webPort}/  (brands: http://<brand>.localhost:${webPort}/)`,
);
console.log(`API: http://127.0.0.1:${apiPort}/docs`);
console.log(
  `Mail outbox: http://127.0.0.1:${apiPort}/dev/outbox (or npm run outbox -w apps/api)\n`,
);
