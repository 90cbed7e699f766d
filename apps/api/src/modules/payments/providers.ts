import type { Database } from '../../db/client';
import { ConfigError, envChoice, envFlag, envText, envUrl, parseEnv } from '../../lib/env';
import { builtinProvider } from './builtin/builtinProvider';
import { mollieProvider } from './mollie/mollieProvider';
import { type PaymentProvider, type PaymentProviders, providerSet } from './provider';

export interface PaymentConfig {
  /** `builtin` (default, works offline) or `mollie`. */
  provider: 'builtin' | 'mollie';
  mollieApiKey?: string;
  mollieApiUrl?: string;
}

/** The variables the payment settings are read from. */
export const paymentEnv = {
  NODE_ENV: envText,
  PAYMENT_PROVIDER: envChoice(['builtin', 'mollie']),
  MOLLIE_API_KEY: envText,
  MOLLIE_API_URL: envUrl('https:', 'http:'),
  ALLOW_TEST_PAYMENTS: envFlag,
};

/**
 * The built-in provider lets whoever holds the payment link decide that it is paid: fine on a
 * laptop and in a demo, never in a shop that ships goods. In production it must be asked for
 * by name, together with ALLOW_TEST_PAYMENTS=true.
 */
export function paymentConfigFrom(
  environment: NodeJS.ProcessEnv,
  /** Set when the API can be reached from the network; test payments are then refused. */
  networkExposure?: string,
): PaymentConfig {
  const env = parseEnv(paymentEnv, environment);
  const provider = env.PAYMENT_PROVIDER ?? 'builtin';
  if (provider === 'mollie' && !env.MOLLIE_API_KEY) {
    throw new ConfigError('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
  }
  const production = env.NODE_ENV === 'production';
  if (provider === 'builtin' && networkExposure && production) {
    throw new ConfigError(
      `The API ${networkExposure}: the built-in test payments would let anyone mark their orders paid. Set PAYMENT_PROVIDER=mollie, or keep a demo on loopback (API_HOST=127.0.0.1).`,
    );
  }
  if (provider === 'builtin' && production && !env.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError(
      'In production set PAYMENT_PROVIDER=mollie (or PAYMENT_PROVIDER=builtin with ALLOW_TEST_PAYMENTS=true for a demo)',
    );
  }
  return {
    provider,
    mollieApiKey: env.MOLLIE_API_KEY,
    mollieApiUrl: env.MOLLIE_API_URL,
  };
}

/**
 * New payments go to the configured provider; payments made earlier with another one can still
 * be asked about, so switching providers leaves no order behind.
 */
export function paymentProviders(
  db: Database,
  config: PaymentConfig,
  publicApiUrl: string,
): PaymentProviders {
  const builtin = builtinProvider(db, publicApiUrl);
  const mollie: PaymentProvider | undefined = config.mollieApiKey
    ? mollieProvider({ apiKey: config.mollieApiKey, baseUrl: config.mollieApiUrl })
    : undefined;
  const active = config.provider === 'mollie' && mollie ? mollie : builtin;
  return providerSet(active, [builtin, ...(mollie ? [mollie] : [])]);
}
