// Whether a build is missing or older than any of its sources (files or folders, from the root).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(p) {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

export function isStale(builtFile, sources) {
  if (!existsSync(builtFile)) return true;
  const newest = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  return newest > statSync(builtFile).mtimeMs;
}
