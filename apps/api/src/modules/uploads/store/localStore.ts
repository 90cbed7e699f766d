import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './fileStore';

export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    // Keys come from our own code, but a path outside the root is never a file of ours.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new RangeError(`Bad key: ${key}`);
    return full;
  };
  const info = (key: string) => stat(pathOf(key)).catch(() => undefined);

  return {
    kind: 'local',
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader (or a parallel test process) never sees half a file.
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async get(key) {
      const found = await info(key);
      if (!found?.isFile()) return undefined;
      return { body: createReadStream(pathOf(key)), size: found.size, modified: found.mtime };
    },
    async read(key) {
      return readFile(pathOf(key)).catch(() => undefined);
    },
    async exists(key) {
      return (await info(key))?.isFile() ?? false;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
