import type { CheckoutDetailsBody } from '@shop/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { createTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** A shopper's headers: a customer's bearer session or a guest's cart token. */
export function shopper(
  who: { token?: string; cartToken?: string },
  { shop = 'EF', locale = 'nl-NL' } = {},
): Record<string, string> {
  return {
    'x-shop-id': shop,
    'x-locale': locale,
    ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
    ...(who.cartToken ? { 'x-cart-token': who.cartToken } : {}),
  };
}

type ListedProduct = { id: string; kind: string; sku: string };

/** The first product of the shop's archive that fits, as the archive lists it. */
export async function productWhere(
  app: TestApp,
  fits: (product: ListedProduct) => boolean,
  shop = 'EF',
): Promise<ListedProduct> {
  const list = await app.inject({
    method: 'GET',
    url: '/Products?pageSize=100',
    headers: { 'x-shop-id': shop },
  });
  const product = (list.json().items as ListedProduct[]).find(fits);
  if (!product) throw new Error(`Shop ${shop} has no such product`);
  return product;
}

/** A product of the shop sold as it is (no configuration). */
export function standardProduct(app: TestApp, shop = 'EF'): Promise<{ id: string }> {
  return productWhere(app, (p) => p.kind === 'standard', shop);
}

/** Adds a line; answers the guest's new cart token when the call created the cart. */
export async function addToCart(
  app: TestApp,
  headers: Record<string, string>,
  productId: string,
  quantity = 1,
): Promise<{ cartToken?: string; status: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/orders/lines',
    headers,
    payload: { productId, selection: { quantity } },
  });
  return { cartToken: res.json().cartToken, status: res.statusCode };
}

export function details(overrides: Partial<CheckoutDetailsBody> = {}): CheckoutDetailsBody {
  return {
    customerType: 'Private',
    email: 'anna.jansen@example.nl',
    firstName: 'Anna',
    lastName: 'Jansen',
    phone: '+31 20 123 4567',
    invoiceAddress: {
      street: 'Keizersgracht',
      houseNumber: '100',
      postcode: '1015AA',
      city: 'Amsterdam',
      country: 'NL',
    },
    ...overrides,
  };
}

export const germanBusiness = (): Partial<CheckoutDetailsBody> => ({
  customerType: 'Business',
  companyName: 'Ruhig GmbH',
  vatNumber: 'DE123456789',
  invoiceAddress: {
    street: 'Friedrichstraße',
    houseNumber: '10',
    postcode: '10117',
    city: 'Berlin',
    country: 'DE',
  },
});

export async function post(
  app: TestApp,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method: 'POST', url, headers };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** Cart -> details -> delivery -> placed. Answers the placed checkout. */
export async function placeOrder(
  app: TestApp,
  headers: Record<string, string>,
  { body = details(), deliveryType = 'Deliver' } = {},
) {
  const steps = [
    await post(app, '/Orders/details', headers, body),
    await post(app, '/Orders/shipping', headers, { deliveryType }),
    await post(app, '/Orders/complete', headers),
  ];
  for (const step of steps) {
    if (step.statusCode !== 200) throw new Error(`${step.statusCode} ${step.body}`);
  }
  return steps[2]?.json();
}

/** A guest with one line in the cart and the order placed. */
export async function guestWithPlacedOrder(
  app: TestApp,
  options: Parameters<typeof placeOrder>[2] = {},
) {
  const product = await standardProduct(app);
  const { cartToken } = await addToCart(app, shopper({}), product.id, 2);
  const headers = shopper({ cartToken });
  const order = await placeOrder(app, headers, options);
  return { headers, order, cartToken: cartToken as string };
}

/** The person on the built-in provider's page picks an outcome. */
export async function decideAtProvider(app: TestApp, checkoutUrl: string, outcome: string) {
  return app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });
}
