import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { envFlag, envText, envUrl, parseEnv } from '../../../lib/env';
import type { FileStore } from './fileStore';

export interface S3StoreConfig {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, …); AWS itself needs none. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Folder inside the bucket, e.g. `shop/`. */
  prefix?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

export function s3FileStore(config: S3StoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Only where S3 demands it: S3-compatible stores differ in their support of the newer
    // trailing checksums, and every object here is written whole in one request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => `${config.prefix ?? ''}${key}`;
  const Bucket = config.bucket;

  async function get(key: string) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      if (!answer.Body) return undefined;
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentType }),
      );
    },
    get,
    async read(key) {
      const file = await get(key);
      if (!file) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}

/** The variables that put files in a bucket. */
export const s3Env = {
  S3_BUCKET: envText,
  S3_REGION: envText,
  S3_ENDPOINT: envUrl('https:', 'http:'),
  S3_FORCE_PATH_STYLE: envFlag,
  S3_PREFIX: envText,
  S3_ACCESS_KEY_ID: envText,
  S3_SECRET_ACCESS_KEY: envText,
};

/** S3 when `S3_BUCKET` is set; credentials from the environment, never the repository. */
export function s3ConfigFrom(environment: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  const env = parseEnv(s3Env, environment);
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'eu-west-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    prefix: env.S3_PREFIX,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
