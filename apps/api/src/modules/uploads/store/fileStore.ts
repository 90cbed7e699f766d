import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
  modified: Date;
}

/**
 * Where uploads, crops and catalogue images live: the local disk by default, an S3-compatible
 * bucket when configured, so several API replicas share the same files. Keys are relative
 * paths such as `prints/<id>.jpg`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the whole file at once: a reader never sees half of it. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a file that is already gone is no error, so a purge can repeat. */
  delete(key: string): Promise<void>;
}

export const contentTypeOf = (key: string): string =>
  ({ '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' })[
    key.slice(key.lastIndexOf('.')).toLowerCase()
  ] ?? 'application/octet-stream';
