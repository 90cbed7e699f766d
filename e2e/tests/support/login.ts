import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';
import { type BrandId, type CustomerType, getBrand, type Locale } from '@shop/site';
import { apiPort } from './ports';
import { brandOrigin } from './site';

/** The storefront's httpOnly session cookie, which its BFF forwards to the API as a bearer. */
const sessionCookie = 'shop_session';

export interface NewCustomer {
  brand: BrandId;
  locale: Locale;
  customerType?: CustomerType;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  vatNumber?: string;
}

export interface Customer extends Required<Pick<NewCustomer, 'firstName' | 'lastName'>> {
  email: string;
  password: string;
  /** The API's session token: what the browser's cookie holds. */
  token: string;
}

/**
 * An address of its own for each registration. Every browser request of the suite reaches the
 * API from one address, which may register 10 accounts an hour; the API believes
 * X-Forwarded-For from loopback, so these registrations leave that budget to the journeys that
 * register through the form.
 */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A customer registered through the API directly, as the registration form would. */
export async function registerCustomer(options: NewCustomer): Promise<Customer> {
  const customer = {
    firstName: options.firstName ?? 'Robin',
    lastName: options.lastName ?? 'Visser',
    email: `e2e.login.${Date.now()}.${randomInt(1_000_000)}@example.nl`,
    password: 'Geluid#Stil2026',
  };
  const response = await fetch(`http://127.0.0.1:${apiPort}/Registration`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shop-id': getBrand(options.brand).code,
      'x-forwarded-for': freshAddress(),
    },
    body: JSON.stringify({
      ...customer,
      customerType: options.customerType ?? 'Private',
      companyName: options.companyName,
      vatNumber: options.vatNumber,
      locale: options.locale,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`Registration answered ${response.status}: ${await response.text()}`);
  }
  const { session } = (await response.json()) as { session: { token: string } };
  return { ...customer, token: session.token };
}

/**
 * `login(...)` registers a customer and logs the test's browser in as them on the brand's
 * host, without going through the login form: only the account journey tests that form.
 */
export const test = base.extend<{ login: (options: NewCustomer) => Promise<Customer> }>({
  login: async ({ context }, use) => {
    await use(async (options) => {
      const customer = await registerCustomer(options);
      await context.addCookies([
        {
          name: sessionCookie,
          value: customer.token,
          url: brandOrigin(options.brand),
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
      return customer;
    });
  },
});

export { expect } from '@playwright/test';
