import { defineConfig } from '@playwright/test';
import { apiPort, webPort } from './e2e/tests/support/ports';

const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/shop-e2e';

export default defineConfig({
  testDir: './e2e/tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${webPort}`,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      name: 'api',
      // The compiled API, as production runs it; built first when missing or stale.
      command: 'node ../../scripts/apiBuild.mjs && node --enable-source-maps dist/server.js',
      cwd: 'apps/api',
      url: `http://127.0.0.1:${apiPort}/health`,
      env: {
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        EXPOSE_OUTBOX: 'true',
        PAYMENT_PROVIDER: 'builtin',
        ALLOW_TEST_PAYMENTS: 'true',
        WEB_ORIGIN_PATTERN: `http://{brand}.localhost:${webPort}`,
      },
      reuseExistingServer: false,
      // A fresh data directory: the first start draws every catalogue and content picture.
      timeout: 180_000,
    },
    {
      name: 'web',
      command: 'node server.mjs',
      cwd: 'apps/web',
      url: `http://localhost:${webPort}/robots.txt`,
      env: {
        API_URL: `http://127.0.0.1:${apiPort}`,
        HOST: 'localhost',
        PORT: String(webPort),
        NODE_ENV: 'production',
        // A stand-in for the ad-call tracker's script, so page loads are recorded.
        ADCALLS_SCRIPT_URL: 'data:text/javascript,window.adcallsReady=true',
        // A tag manager for one locale only; its test answers the container script itself.
        GTM_ID_DE_AT: 'GTM-E2ETEST',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
