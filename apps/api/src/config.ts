import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost, isLoopbackUrl } from './lib/loopback';
import { type ErpConfig, erpConfigFrom } from './modules/erp/config';
import { type PaymentConfig, paymentConfigFrom } from './modules/payments/providers';
import type { FileStore } from './modules/uploads/store/fileStore';
import { localFileStore } from './modules/uploads/store/localStore';
import { type S3StoreConfig, s3ConfigFrom, s3FileStore } from './modules/uploads/store/s3Store';
import { type VatCheckConfig, vatCheckConfigFrom } from './modules/vies/config';

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
  /** Proxies allowed to set X-Forwarded-For: addresses/CIDRs, or a number of hops. */
  trustProxy: string | ((address: string, hop: number) => boolean);
  /** The API as browsers and payment providers reach it (hosted payment page, webhooks). */
  publicApiUrl: string;
  payment: PaymentConfig;
  erp: ErpConfig;
  /** VAT_CHECK, VIES_API_URL, VIES_TIMEOUT_MS: who confirms VAT numbers for reverse charge. */
  vatCheck: VatCheckConfig;
  /** What was switched off because the API can be reached from the network, for the log. */
  warnings: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = env.DATA_DIR ?? path.join(repoRoot, 'data');
  const host = env.API_HOST ?? '127.0.0.1';
  const port = Number(env.API_PORT ?? 4000);
  const publicApiUrl = (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const reachable = networkExposure(host, publicApiUrl);
  const warnings: string[] = [];
  let exposeOutbox = env.EXPOSE_OUTBOX
    ? env.EXPOSE_OUTBOX === 'true'
    : env.NODE_ENV !== 'production';
  if (exposeOutbox && reachable) {
    // Reset and verification links sit in that outbox: whoever reads it owns every account.
    exposeOutbox = false;
    warnings.push(`the mail outbox page is switched off: the API ${reachable}`);
  }
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'),
    s3: s3ConfigFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    exposeOutbox,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicApiUrl,
    payment: paymentConfigFrom(env, reachable),
    erp: erpConfigFrom(env),
    vatCheck: vatCheckConfigFrom(env),
    warnings,
  };
}

/**
 * Why the API is more than a local demo: it binds to a network address or is published under
 * a non-loopback URL. Undefined when only this machine can reach it.
 */
function networkExposure(host: string, publicApiUrl: string): string | undefined {
  if (!isLoopbackHost(host)) return `listens on ${host}`;
  if (!isLoopbackUrl(publicApiUrl)) return `is published as ${publicApiUrl}`;
  return undefined;
}

/** A hop count (`2`) or a list of trusted addresses and ranges (`loopback, 10.0.0.0/8`). */
function trustProxyFrom(value: string | undefined): ApiConfig['trustProxy'] {
  if (!value) return 'loopback';
  if (!/^\d+$/.test(value.trim())) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

export function openFileStore(config: Pick<ApiConfig, 'uploadsDir' | 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(config.uploadsDir);
}
