import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/accounts';
import {
  addToCart,
  details,
  germanBusiness,
  placeOrder,
  post,
  shopper,
  standardProduct,
} from '../../test/checkout';
import { createTestApp } from '../../test/testApp';

describe('checkout', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let product: { id: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    product = await standardProduct(ctx.app);
  });
  afterAll(() => ctx.close());

  async function guest(quantity = 1) {
    const { cartToken } = await addToCart(ctx.app, shopper({}), product.id, quantity);
    return shopper({ cartToken });
  }
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('refuses details for an empty cart and loses nothing', async () => {
    const res = await post(ctx.app, '/Orders/details', shopper({}), details());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('CART_EMPTY');
  });

  it('answers bad details with field keys and keeps the cart as it was', async () => {
    const headers = await guest();
    const res = await post(ctx.app, '/Orders/details', headers, {
      ...details({ email: 'not-an-address' }),
      invoiceAddress: { ...details().invoiceAddress, postcode: '12' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['/email', '/invoiceAddress/postcode']));
    const checkout = (await get('/orders/checkout', headers)).json();
    expect(checkout.details).toBeNull();
    expect(checkout.cart.lines).toHaveLength(1);
  });

  it('stores normalised details and prices delivery for the address', async () => {
    const headers = await guest();
    const res = await post(ctx.app, '/Orders/details', headers, details());
    expect(res.statusCode).toBe(200);
    expect(res.json().details.invoiceAddress.postcode).toBe('1015 AA');
    const shipping = (await get('/Orders/shipping', headers)).json();
    expect(shipping.country).toBe('NL');
    expect(shipping.cutOff).toEqual({ hours: 15, minutes: 0 });
    expect(shipping.options.map((o: { deliveryType: string }) => o.deliveryType)).toEqual([
      'Deliver',
      'Pickup',
      'DeliverAndAssemble',
    ]);
    for (const option of shipping.options)
      expect(option.promisedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('estimates delivery for a country before details, and refuses an unknown one', async () => {
    const headers = await guest();
    const de = await post(ctx.app, '/Orders/shipping/calculate', headers, { country: 'DE' });
    expect(de.statusCode).toBe(200);
    const assemble = de
      .json()
      .options.find((o: { deliveryType: string }) => o.deliveryType === 'DeliverAndAssemble');
    expect(assemble).toMatchObject({ available: false, reason: 'notOfferedInCountry' });
    const bad = await post(ctx.app, '/Orders/shipping/calculate', headers, { country: 'US' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses DeliverAndAssemble outside NL and BE', async () => {
    const headers = await guest();
    await post(ctx.app, '/Orders/details', headers, details(germanBusiness()));
    const res = await post(ctx.app, '/Orders/shipping', headers, {
      deliveryType: 'DeliverAndAssemble',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('DELIVERY_TYPE_UNAVAILABLE');
  });

  it('adds shipping and VAT of the destination to the totals, computed by the server', async () => {
    const headers = await guest(2);
    await post(ctx.app, '/Orders/details', headers, details());
    const checkout = (
      await post(ctx.app, '/Orders/shipping', headers, { deliveryType: 'Deliver' })
    ).json();
    const { totals, cart } = checkout;
    expect(totals.itemsNetCents).toBe(cart.totals.netCents);
    expect(totals.shippingNetCents).toBe(checkout.shipping.costNetCents);
    expect(totals.netCents).toBe(totals.itemsNetCents + totals.shippingNetCents);
    expect(totals.vatRatePct).toBe(21);
    expect(totals.grossCents).toBe(totals.netCents + totals.vatCents);
    expect(totals.reverseCharge).toBe(false);
  });

  it('reverse-charges a German business customer of the Dutch shop', async () => {
    const headers = await guest();
    await post(ctx.app, '/Orders/details', headers, details(germanBusiness()));
    const checkout = (
      await post(ctx.app, '/Orders/shipping', headers, { deliveryType: 'Pickup' })
    ).json();
    expect(checkout.totals).toMatchObject({ reverseCharge: true, vatCents: 0, vatRatePct: 0 });
    expect(checkout.totals.grossCents).toBe(checkout.totals.netCents);
  });

  it('places an order once however often it is completed, with a readable number', async () => {
    const headers = await guest();
    const placed = await placeOrder(ctx.app, headers);
    expect(placed.status).toBe('pending');
    expect(placed.orderNumber).toMatch(/^EF\d{2}-\d{6}$/);
    const again = (await post(ctx.app, '/Orders/complete', headers)).json();
    expect(again.orderNumber).toBe(placed.orderNumber);
    expect(again.orderId).toBe(placed.orderId);
  });

  it('needs details and a delivery type before placing', async () => {
    const headers = await guest();
    const noDetails = await post(ctx.app, '/Orders/complete', headers);
    expect(noDetails.json().error.code).toBe('DETAILS_MISSING');
    await post(ctx.app, '/Orders/details', headers, details());
    const noShipping = await post(ctx.app, '/Orders/complete', headers);
    expect(noShipping.statusCode).toBe(422);
    expect(noShipping.json().error.code).toBe('SHIPPING_MISSING');
  });

  it('turns a placed order without a running payment back into a cart when it changes', async () => {
    const headers = await guest();
    const placed = await placeOrder(ctx.app, headers);
    const added = await addToCart(ctx.app, headers, product.id);
    expect(added.status).toBe(201);
    const checkout = (await get('/orders/checkout', headers)).json();
    expect(checkout.status).toBe('cart');
    expect(checkout.orderNumber).toBe(placed.orderNumber);
  });

  it('keeps one checkout per customer and none for other shoppers', async () => {
    const { token } = await registerCustomer(ctx.app);
    const mine = shopper({ token });
    await addToCart(ctx.app, mine, product.id);
    await placeOrder(ctx.app, mine);
    const stranger = await guest();
    const theirs = (await get('/orders/checkout', stranger)).json();
    expect(theirs.details).toBeNull();
    expect((await get('/orders/checkout', mine)).json().status).toBe('pending');
  });
});
