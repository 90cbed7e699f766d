import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, vatNumberChecks } from '../../db/schema';
import { addToCart, details, post, shopper, standardProduct } from '../../test/checkout';
import { type FakeVies, startFakeVies } from '../../test/fakeVies';
import { createTestApp } from '../../test/testApp';
import { vatCheckConfigFrom } from './config';
import { demoVatNumberChecker } from './demoChecker';
import { viesChecker } from './viesChecker';

/** A Belgian business ordering from the Dutch shop: reverse charge hinges on its VAT number. */
const belgianBusiness = (vatNumber: string) =>
  details({
    customerType: 'Business',
    companyName: 'Stilte BV',
    vatNumber,
    invoiceAddress: {
      street: 'Meir',
      houseNumber: '1',
      postcode: '2000',
      city: 'Antwerpen',
      country: 'BE',
    },
  });

describe('VAT number check for reverse charge', () => {
  let vies: FakeVies;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let product: { id: string };
  const timeoutMs = 300;
  beforeAll(async () => {
    vies = await startFakeVies({ registered: ['BE0123456789'] });
    ctx = await createTestApp({
      options: {
        vatCheck: { checker: 'vies', viesApiUrl: vies.baseUrl, viesTimeoutMs: timeoutMs },
      },
    });
    product = await standardProduct(ctx.app);
  });
  afterEach(() => vies.reset());
  afterAll(async () => {
    await ctx.close();
    await vies.close();
  });

  async function guest() {
    const { cartToken } = await addToCart(ctx.app, shopper({}), product.id);
    return shopper({ cartToken });
  }
  /** Details and delivery to Belgium: the checkout as the payment step shows it. */
  async function checkoutWith(vatNumber: string, headers?: Record<string, string>) {
    const who = headers ?? (await guest());
    const detailsStep = await post(ctx.app, '/Orders/details', who, belgianBusiness(vatNumber));
    expect(detailsStep.statusCode).toBe(200);
    const delivery = await post(ctx.app, '/Orders/shipping', who, { deliveryType: 'Deliver' });
    expect(delivery.statusCode).toBe(200);
    return { headers: who, checkout: delivery.json() };
  }
  const callsFor = (vatNumber: string) =>
    vies.requests.filter((r) => `${r.countryCode}${r.vatNumber}` === vatNumber).length;

  it('reverse-charges a business whose VAT number VIES confirms', async () => {
    const { checkout } = await checkoutWith('BE 0123.456.789');
    expect(checkout.totals).toMatchObject({
      reverseCharge: true,
      vatNumberCheck: 'valid',
      vatCents: 0,
      vatRatePct: 0,
    });
    expect(checkout.totals.grossCents).toBe(checkout.totals.netCents);
    // VIES is asked with the country code apart and the number without its prefix.
    expect(vies.requests).toContainEqual({ countryCode: 'BE', vatNumber: '0123456789' });
  });

  it('charges VAT for a well-formed number VIES does not know', async () => {
    const { checkout } = await checkoutWith('BE0000000000');
    expect(checkout.totals).toMatchObject({
      reverseCharge: false,
      vatNumberCheck: 'invalid',
      vatRatePct: 21,
    });
    expect(checkout.totals.vatCents).toBeGreaterThan(0);
    expect(checkout.totals.grossCents).toBe(checkout.totals.netCents + checkout.totals.vatCents);
  });

  it('places the order with VAT when VIES is down, and the order records the number as unverified', async () => {
    vies.register('BE0111111101');
    vies.setDown(true);
    const { headers, checkout } = await checkoutWith('BE0111111101');
    expect(checkout.totals).toMatchObject({ reverseCharge: false, vatNumberCheck: 'unavailable' });
    expect(checkout.totals.vatCents).toBeGreaterThan(0);

    const placed = await post(ctx.app, '/Orders/complete', headers);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      status: 'pending',
      totals: { reverseCharge: false, vatNumberCheck: 'unavailable' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().orderId));
    expect(row?.totals).toMatchObject({ reverseCharge: false, vatNumberCheck: 'unavailable' });

    // VIES back later changes nothing on the placed order: its totals are what was paid.
    vies.setDown(false);
    await ctx.database.db
      .update(vatNumberChecks)
      .set({ expiresAt: new Date(0) })
      .where(eq(vatNumberChecks.vatNumber, 'BE0111111101'));
    const later = await ctx.app.inject({ method: 'GET', url: '/orders/checkout', headers });
    expect(later.json().totals).toMatchObject({ vatNumberCheck: 'unavailable' });
  });

  it('treats a VIES that does not answer in time as down', async () => {
    vies.register('BE0111111102');
    vies.stall(timeoutMs + 500);
    const { checkout } = await checkoutWith('BE0111111102');
    expect(checkout.totals).toMatchObject({ reverseCharge: false, vatNumberCheck: 'unavailable' });
    // The delivery step found that on record and did not make the shopper wait again.
    expect(callsFor('BE0111111102')).toBe(1);
  });

  it("reads VIES's error codes as no answer, never as an unregistered number", async () => {
    const checker = viesChecker({ baseUrl: vies.baseUrl, timeoutMs });
    for (const code of [
      'MS_UNAVAILABLE',
      'SERVICE_UNAVAILABLE',
      'MS_MAX_CONCURRENT_REQ',
    ] as const) {
      vies.failNext(code);
      expect(await checker.check('BE0123456789')).toEqual({ status: 'unavailable', reason: code });
    }
    vies.failNext('INVALID_INPUT');
    expect(await checker.check('BE0123456789')).toEqual({
      status: 'invalid',
      reason: 'INVALID_INPUT',
    });
    vies.setDown(true);
    expect(await checker.check('BE0123456789')).toEqual({
      status: 'unavailable',
      reason: 'HTTP_503',
    });
    const unreachable = viesChecker({ baseUrl: 'http://127.0.0.1:9/rest-api', timeoutMs });
    expect((await unreachable.check('BE0123456789')).status).toBe('unavailable');
  });

  it('retries a number VIES could not answer once the short wait is over, then reverse-charges', async () => {
    vies.register('BE0111111103');
    vies.failNext('MS_UNAVAILABLE');
    const { headers, checkout } = await checkoutWith('BE0111111103');
    expect(checkout.totals.vatNumberCheck).toBe('unavailable');
    await ctx.database.db
      .update(vatNumberChecks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(vatNumberChecks.vatNumber, 'BE0111111103'));
    const again = await ctx.app.inject({ method: 'GET', url: '/orders/checkout', headers });
    expect(again.json().totals).toMatchObject({ reverseCharge: true, vatNumberCheck: 'valid' });
    expect(callsFor('BE0111111103')).toBe(2);
  });

  it('asks VIES once per number while its answer is fresh, for every step and shopper', async () => {
    vies.register('BE0111111104', { name: 'STILTE BV', address: 'MEIR 1\n2000 ANTWERPEN' });
    const first = await checkoutWith('BE0111111104');
    await ctx.app.inject({ method: 'GET', url: '/orders/checkout', headers: first.headers });
    const placed = await post(ctx.app, '/Orders/complete', first.headers);
    expect(placed.json().totals).toMatchObject({ reverseCharge: true, vatNumberCheck: 'valid' });
    // Another shopper of the same business, as another API replica would see it: the database.
    await checkoutWith('BE0111111104');
    expect(callsFor('BE0111111104')).toBe(1);
    const [cached] = await ctx.database.db
      .select()
      .from(vatNumberChecks)
      .where(eq(vatNumberChecks.vatNumber, 'BE0111111104'));
    expect(cached).toMatchObject({
      status: 'valid',
      checker: 'vies',
      name: 'STILTE BV',
      address: 'MEIR 1\n2000 ANTWERPEN',
    });
    const hours = ((cached?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('asks VIES nothing when reverse charge is not in question', async () => {
    const before = vies.calls;
    const headers = await guest();
    await post(ctx.app, '/Orders/details', headers, details());
    // A business in the shop's own country pays Dutch VAT whatever its number.
    await post(
      ctx.app,
      '/Orders/details',
      headers,
      details({ customerType: 'Business', companyName: 'Stil BV', vatNumber: 'NL812345678B01' }),
    );
    const checkout = (
      await post(ctx.app, '/Orders/shipping', headers, { deliveryType: 'Deliver' })
    ).json();
    expect(checkout.totals.reverseCharge).toBe(false);
    expect(checkout.totals.vatNumberCheck).toBeUndefined();
    expect(vies.calls).toBe(before);
  });
});

describe('VAT check configuration', () => {
  it('asks VIES in production and works offline in development unless told', () => {
    expect(vatCheckConfigFrom({ NODE_ENV: 'production' }).checker).toBe('vies');
    expect(vatCheckConfigFrom({}).checker).toBe('demo');
    expect(vatCheckConfigFrom({ NODE_ENV: 'production', VAT_CHECK: 'demo' }).checker).toBe('demo');
    expect(
      vatCheckConfigFrom({
        VAT_CHECK: 'vies',
        VIES_API_URL: 'http://vies.internal/rest-api',
        VIES_TIMEOUT_MS: '2500',
      }),
    ).toEqual({
      checker: 'vies',
      viesApiUrl: 'http://vies.internal/rest-api',
      viesTimeoutMs: 2500,
    });
    expect(() => vatCheckConfigFrom({ VAT_CHECK: 'format' })).toThrow(/vies or demo/);
  });

  it('lets the offline demo refuse only numbers of zeros', async () => {
    const demo = demoVatNumberChecker();
    expect((await demo.check('BE0123456789')).status).toBe('valid');
    expect((await demo.check('DE123456789')).status).toBe('valid');
    expect((await demo.check('BE0000000000')).status).toBe('invalid');
    expect((await demo.check('NL000000000B00')).status).toBe('invalid');
    expect((await demo.check('DE12')).status).toBe('invalid');
  });
});
