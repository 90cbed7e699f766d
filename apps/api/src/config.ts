import path from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  envChoice,
  envFlag,
  envMilliseconds,
  envPort,
  envText,
  envUrl,
  envWholeNumber,
  parseEnv,
} from './lib/env';
import { isLoopbackHost, isLoopbackUrl } from './lib/loopback';
import { type ErpConfig, erpConfigFrom, erpEnv } from './modules/erp/config';
import { type PaymentConfig, paymentConfigFrom, paymentEnv } from './modules/payments/providers';
import type { FileStore } from './modules/uploads/store/fileStore';
import { localFileStore } from './modules/uploads/store/localStore';
import {
  type S3StoreConfig,
  s3ConfigFrom,
  s3Env,
  s3FileStore,
} from './modules/uploads/store/s3Store';
import { type VatCheckConfig, vatCheckConfigFrom, vatCheckEnv } from './modules/vies/config';
import { repoRoot } from './paths';

const isHttpUrl = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/** Pino's levels. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every variable the API reads, with its rule: one check at start-up names every bad value at
 * once, instead of a port of NaN or a typo that quietly means the default.
 */
export const apiEnv = {
  ...paymentEnv,
  ...vatCheckEnv,
  ...s3Env,
  ...erpEnv,
  DATA_DIR: envText,
  UPLOADS_DIR: envText,
  API_HOST: envText,
  API_PORT: envPort,
  API_PUBLIC_URL: envUrl('http:', 'https:'),
  DATABASE_URL: envUrl('postgres:', 'postgresql:'),
  DATABASE_POOL_SIZE: envWholeNumber(1, 1000, 'a whole number from 1 to 1000'),
  LOG_LEVEL: envChoice(logLevels),
  SMTP_URL: envUrl('smtp:', 'smtps:'),
  EXPOSE_OUTBOX: envFlag,
  TRUST_PROXY: envText,
  SEED_ON_START: envFlag,
  PAYMENT_RECONCILE_MS: envMilliseconds,
  HOUSEKEEPING_MS: envMilliseconds,
  // The next three are read where they are used (the e-mail domain check, links in mails);
  // checked here too, so a typo stops start-up instead of the first mail.
  EMAIL_DNS_TIMEOUT_MS: envMilliseconds,
  WEB_ORIGIN_PATTERN: z
    .string()
    .refine((value) => isHttpUrl(value.replaceAll('{brand}', 'brand')), {
      error: 'must be an http(s) origin such as http://{brand}.localhost:3000',
    })
    .optional(),
  DOMAIN_PREFIX: envText,
};

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
  /** SEED_ON_START: fill in missing demo data at start (never overwrites). */
  seedOnStart: boolean;
  /** How often open payments are checked with their provider. */
  paymentReconcileMs: number;
  /** How often expired sessions, tokens, carts and unused uploads are deleted. */
  housekeepingMs: number;
  /** Connections to PostgreSQL per process. */
  databasePoolSize: number;
  /** What was switched off because the API can be reached from the network, for the log. */
  warnings: string[];
}

/** The configuration from the environment; a bad or missing setting is a ConfigError. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = parseEnv(apiEnv, environment);
  const dataDir = env.DATA_DIR ?? path.join(repoRoot, 'data');
  const host = env.API_HOST ?? '127.0.0.1';
  const port = env.API_PORT ?? 4000;
  const publicApiUrl = (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const reachable = networkExposure(host, publicApiUrl);
  const warnings: string[] = [];
  let exposeOutbox = env.EXPOSE_OUTBOX ?? env.NODE_ENV !== 'production';
  if (exposeOutbox && reachable) {
    // Reset and verification links sit in that outbox: whoever reads it owns every account.
    exposeOutbox = false;
    warnings.push(`the mail outbox page is switched off: the API ${reachable}`);
  }
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'),
    s3: s3ConfigFrom(environment),
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL,
    exposeOutbox,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicApiUrl,
    payment: paymentConfigFrom(environment, reachable),
    erp: erpConfigFrom(environment),
    vatCheck: vatCheckConfigFrom(environment),
    seedOnStart: env.SEED_ON_START ?? true,
    paymentReconcileMs: env.PAYMENT_RECONCILE_MS ?? 30_000,
    housekeepingMs: env.HOUSEKEEPING_MS ?? 60 * 60 * 1000,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? 10,
    warnings,
  };
}

/**
 * For the entry points: a configuration mistake ends the process with its message and exit
 * code 1, before anything is opened.
 */
export function loadConfigOrExit(environment: NodeJS.ProcessEnv = process.env): ApiConfig {
  try {
    return loadConfig(environment);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The API cannot start. ${error.message}`);
    process.exit(1);
  }
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
