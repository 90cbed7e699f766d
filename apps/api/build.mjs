// Builds the API into dist/: one ES module per entry point (server, seed, outbox) with shared
// chunks, so production runs plain `node dist/server.js` without a TypeScript loader.
//
// Only the API's own code, the workspace packages (TypeScript source) and the site's mail
// copy are bundled. Installed packages stay in node_modules and are imported at run time: the
// native ones (sharp, @node-rs/argon2) and PGlite load binaries and WASM files from beside
// their own code, and the rest would gain nothing from being copied.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiDir, 'dist');

/** Bare imports resolve from node_modules at run time, except the workspace's own packages. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@shop/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  // dist/ sits beside src/, so paths found from a module's URL (src/paths.ts) stay right.
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/cli/seed.ts',
    outbox: 'src/cli/outbox.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  plugins: [installedPackagesExternal],
  logLevel: 'warning',
});
console.log(`API built into dist/ in ${((Date.now() - started) / 1000).toFixed(1)}s`);
