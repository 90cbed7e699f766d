import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, one project per workspace: `npm test` picks which to run.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'site', include: ['packages/site/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/server/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
