import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ErpConfig, erpConfigFrom } from './modules/erp/config';
import { type PaymentConfig, paymentConfigFrom } from './modules/payments/providers';
import type { FileStore } from './modules/uploads/store/fileStore';
import { localFileStore } from './modules/uploads/store/localStore';
import { type S3StoreConfig, s3ConfigFrom, s3FileStore } from './modules/uploads/store/s3Store';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  host: string;
  port: number;
  /** postgres://… selects node-postgres; absent means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files here; undefined keeps them in memory (tests). */
  pgliteDir?: string;
  /** Uploads and generated catalogue images (UPLOADS_DIR, else DATA_DIR/uploads). */
  uploadsDir: string;
  /** S3_BUCKET (and S3_*) stores files in an S3-compatible bucket instead of uploadsDir. */
  s3?: S3StoreConfig;
  logLevel: string;
  isProduction: boolean;
  /** smtp(s)://… sends mail; without it mails stay in the outbox table. */
  smtpUrl?: string;
  /** The outbox is readable at /dev/outbox unless in production (or EXPOSE_OUTBOX=false). */
  exposeOutbox: boolean;
  /** Proxies allowed to set X-Forwarded-For: the storefront's addresses. */
  trustProxy: string;
  /** The API as browsers and payment providers reach it (hosted payment page, webhooks). */
  publicApiUrl: string;
  payment: PaymentConfig;
  erp: ErpConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = env.DATA_DIR ?? path.join(repoRoot, 'data');
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'),
    s3: s3ConfigFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    exposeOutbox: env.EXPOSE_OUTBOX ? env.EXPOSE_OUTBOX === 'true' : env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    publicApiUrl: (env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT ?? 4000}`).replace(
      /\/$/,
      '',
    ),
    payment: paymentConfigFrom(env),
    erp: erpConfigFrom(env),
  };
}

export function openFileStore(config: Pick<ApiConfig, 'uploadsDir' | 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(config.uploadsDir);
}
