import type { VatNumberChecker } from './checker';
import { demoVatNumberChecker } from './demoChecker';
import { viesChecker } from './viesChecker';

export interface VatCheckConfig {
  /** `vies` asks the EU's register; `demo` answers offline by format (a local demo only). */
  checker: 'vies' | 'demo';
  viesApiUrl?: string;
  viesTimeoutMs?: number;
}

/**
 * Production asks VIES unless `VAT_CHECK=demo` is named, since the demo checker reverse-charges
 * any well-formed number; a development run works offline by default.
 */
export function vatCheckConfigFrom(env: NodeJS.ProcessEnv): VatCheckConfig {
  const checker = env.VAT_CHECK || (env.NODE_ENV === 'production' ? 'vies' : 'demo');
  if (checker !== 'vies' && checker !== 'demo') {
    throw new Error(`VAT_CHECK must be vies or demo, not ${checker}`);
  }
  const timeout = Number(env.VIES_TIMEOUT_MS);
  return {
    checker,
    viesApiUrl: env.VIES_API_URL || undefined,
    viesTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  };
}

export function vatNumberCheckerFor(config: VatCheckConfig): VatNumberChecker {
  return config.checker === 'demo'
    ? demoVatNumberChecker()
    : viesChecker({ baseUrl: config.viesApiUrl, timeoutMs: config.viesTimeoutMs });
}
