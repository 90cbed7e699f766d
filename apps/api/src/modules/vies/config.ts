import { envChoice, envMilliseconds, envText, envUrl, parseEnv } from '../../lib/env';
import type { VatNumberChecker } from './checker';
import { demoVatNumberChecker } from './demoChecker';
import { viesChecker } from './viesChecker';

export interface VatCheckConfig {
  /** `vies` asks the EU's register; `demo` answers offline by format (a local demo only). */
  checker: 'vies' | 'demo';
  viesApiUrl?: string;
  viesTimeoutMs?: number;
}

/** The variables the VAT check is configured by. */
export const vatCheckEnv = {
  NODE_ENV: envText,
  VAT_CHECK: envChoice(['vies', 'demo']),
  VIES_API_URL: envUrl('https:', 'http:'),
  VIES_TIMEOUT_MS: envMilliseconds,
};

/**
 * Production asks VIES unless `VAT_CHECK=demo` is named, since the demo checker reverse-charges
 * any well-formed number; a development run works offline by default.
 */
export function vatCheckConfigFrom(environment: NodeJS.ProcessEnv): VatCheckConfig {
  const env = parseEnv(vatCheckEnv, environment);
  return {
    checker: env.VAT_CHECK ?? (env.NODE_ENV === 'production' ? 'vies' : 'demo'),
    viesApiUrl: env.VIES_API_URL,
    viesTimeoutMs: env.VIES_TIMEOUT_MS,
  };
}

export function vatNumberCheckerFor(config: VatCheckConfig): VatNumberChecker {
  return config.checker === 'demo'
    ? demoVatNumberChecker()
    : viesChecker({ baseUrl: config.viesApiUrl, timeoutMs: config.viesTimeoutMs });
}
