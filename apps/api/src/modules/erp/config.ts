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

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function erpConfigFrom(env: NodeJS.ProcessEnv = process.env): ErpConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const missing = Object.values(required).filter((name) => !value(name));
  if (missing.length > 0) return { enabled: false, missing };
  const settings = Object.fromEntries(
    Object.entries(required).map(([key, name]) => [key, value(name) as string]),
  ) as Record<RequiredKey, string>;
  return {
    enabled: true,
    ...settings,
    environment: value('BUSINESS_CENTRAL_ENVIRONMENT') ?? 'production',
    shippingItemNumber: value('BUSINESS_CENTRAL_SHIPPING_ITEM_NUMBER'),
    loginUrl: withoutTrailingSlash(
      value('BUSINESS_CENTRAL_LOGIN_URL') ?? 'https://login.microsoftonline.com',
    ),
    apiUrl: withoutTrailingSlash(
      value('BUSINESS_CENTRAL_API_URL') ?? 'https://api.businesscentral.dynamics.com',
    ),
  };
}
