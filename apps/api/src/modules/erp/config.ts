import { type EnvShape, envText, envUrl, parseEnv } from '../../lib/env';

/** The Business Central connection's settings, read from the environment in one place. */
export interface BusinessCentralConfig {
  clientId: string;
  clientSecret: string;
  /** The Microsoft Entra tenant (id or domain) the Business Central environment belongs to. */
  tenant: string;
  /** The Business Central environment's name ('production', 'sandbox', …). */
  environment: string;
  companyId: string;
  /** Where Microsoft sends the browser back to: this API's GET /BusinessCentral/callback. */
  redirectUri: string;
  /** The bearer key an operator presents to GET /BusinessCentral/connect. */
  adminKey: string;
  /** The Business Central customer every web-shop order is booked on. */
  customerNumber: string;
  /** An item for the shipping line; without it shipping becomes a comment line. */
  shippingItemNumber?: string;
  /** Microsoft's login service (tests point it at a local fake). */
  loginUrl: string;
  /** Business Central's API service (tests point it at a local fake). */
  apiUrl: string;
}

/** On with every setting present; off (routes answer 503, exports wait) otherwise. */
export type ErpConfig =
  | ({ enabled: true } & BusinessCentralConfig)
  | { enabled: false /** The environment variables that are not set. */; missing: string[] };

/** The scope Business Central's API is granted under, whatever host serves it. */
export const businessCentralScope =
  'https://api.businesscentral.dynamics.com/.default offline_access';

const required = {
  clientId: 'BUSINESS_CENTRAL_CLIENT_ID',
  clientSecret: 'BUSINESS_CENTRAL_CLIENT_SECRET',
  tenant: 'BUSINESS_CENTRAL_TENANT',
  companyId: 'BUSINESS_CENTRAL_COMPANY_ID',
  redirectUri: 'BUSINESS_CENTRAL_REDIRECT_URI',
  adminKey: 'BUSINESS_CENTRAL_ADMIN_KEY',
  customerNumber: 'BUSINESS_CENTRAL_CUSTOMER_NUMBER',
} as const;

type RequiredKey = keyof typeof required;

/** The variables of the Business Central connection. */
export const erpEnv = {
  BUSINESS_CENTRAL_CLIENT_ID: envText,
  BUSINESS_CENTRAL_CLIENT_SECRET: envText,
  BUSINESS_CENTRAL_TENANT: envText,
  BUSINESS_CENTRAL_COMPANY_ID: envText,
  BUSINESS_CENTRAL_REDIRECT_URI: envUrl('https:', 'http:'),
  BUSINESS_CENTRAL_ADMIN_KEY: envText,
  BUSINESS_CENTRAL_CUSTOMER_NUMBER: envText,
  BUSINESS_CENTRAL_ENVIRONMENT: envText,
  BUSINESS_CENTRAL_SHIPPING_ITEM_NUMBER: envText,
  BUSINESS_CENTRAL_LOGIN_URL: envUrl('https:', 'http:'),
  BUSINESS_CENTRAL_API_URL: envUrl('https:', 'http:'),
} satisfies Record<(typeof required)[RequiredKey], unknown> & EnvShape;

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function erpConfigFrom(environment: NodeJS.ProcessEnv = process.env): ErpConfig {
  const env = parseEnv(erpEnv, environment);
  const missing = Object.values(required).filter((name) => !env[name]);
  if (missing.length > 0) return { enabled: false, missing };
  const settings = Object.fromEntries(
    Object.entries(required).map(([key, name]) => [key, env[name]]),
  ) as Record<RequiredKey, string>;
  return {
    enabled: true,
    ...settings,
    environment: env.BUSINESS_CENTRAL_ENVIRONMENT ?? 'production',
    shippingItemNumber: env.BUSINESS_CENTRAL_SHIPPING_ITEM_NUMBER,
    loginUrl: withoutTrailingSlash(
      env.BUSINESS_CENTRAL_LOGIN_URL ?? 'https://login.microsoftonline.com',
    ),
    apiUrl: withoutTrailingSlash(
      env.BUSINESS_CENTRAL_API_URL ?? 'https://api.businesscentral.dynamics.com',
    ),
  };
}
