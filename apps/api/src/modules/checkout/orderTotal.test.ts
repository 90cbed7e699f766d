import { maxOrderGrossCents } from '@shop/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, shopperIp, strongPassword } from '../../test/accounts';
import { details, post, productWhere, shopper } from '../../test/checkout';
import { createTestApp } from '../../test/testApp';

describe('the order maximum', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let panelId: string;
  let largest: (step: number) => Record<string, unknown>;
  beforeAll(async () => {
    ctx = await createTestApp();
    panelId = (await productWhere(ctx.app, (p) => p.sku === 'FL-WALL')).id;
    const rules = (
      await ctx.app.inject({
        method: 'GET',
        url: `/Products/configuration/${panelId}`,
        headers: { 'x-shop-id': 'EF' },
      })
    ).json();
    // The biggest panels, each a step narrower than the last, so every one is a line of its own.
    largest = (step) => ({
      widthMm: rules.width.max - rules.width.step * step,
      heightMm: rules.height.max,
      thicknessMm: rules.thicknesses.at(-1).mm,
      colour: rules.colours.find((c: { thicknesses?: number[] }) => !c.thicknesses).code,
    });
  });
  afterAll(() => ctx.close());

  const addLine = (headers: Record<string, string>, step: number, quantity = 999) =>
    post(ctx.app, '/orders/lines', headers, {
      productId: panelId,
      selection: { ...largest(step), quantity },
    });
  const cartOf = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers })).json();

  function expectTooHigh(res: { statusCode: number; json(): unknown }) {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { code: 'ORDER_TOTAL_TOO_HIGH', details: { maxGrossCents: maxOrderGrossCents } },
    });
  }

  it('answers 422 ORDER_TOTAL_TOO_HIGH to a line that takes the cart over the maximum, keeping the cart', async () => {
    const first = await addLine(shopper({}), 0);
    expect(first.statusCode).toBe(201);
    const headers = shopper({ cartToken: first.json().cartToken });
    expect((await addLine(headers, 1)).statusCode).toBe(201);
    const before = await cartOf(headers);

    expectTooHigh(await addLine(headers, 2));
    expect(await cartOf(headers)).toEqual(before);
  });

  it('answers 422 ORDER_TOTAL_TOO_HIGH to a quantity over the maximum, and lets it go down again', async () => {
    const first = await addLine(shopper({}), 0);
    const headers = shopper({ cartToken: first.json().cartToken });
    await addLine(headers, 1);
    const small = (await addLine(headers, 2, 10)).json();
    const line = small.lines.find((l: { quantity: number }) => l.quantity === 10);

    const put = (quantity: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/orders/lines/${line.id}`,
        headers,
        payload: { quantity },
      });
    expectTooHigh(await put(999));
    expect((await cartOf(headers)).lines.map((l: { quantity: number }) => l.quantity)).toContain(
      10,
    );
    expect((await put(5)).statusCode).toBe(200);
  });

  it("answers 422 ORDER_TOTAL_TOO_HIGH when the order's own VAT takes it over the maximum at completion", async () => {
    // A cart just under the maximum with German VAT (19 %), going to the Netherlands (21 %).
    const german = { shop: 'EF', locale: 'de-DE' };
    const first = await addLine(shopper({}, german), 0);
    const headers = shopper({ cartToken: first.json().cartToken }, german);
    await addLine(headers, 1);
    const withThird = (await addLine(headers, 2, 25)).json();
    const third = withThird.lines.find((l: { quantity: number }) => l.quantity === 25);
    const otherNet = withThird.totals.netCents - third.totalNetCents;
    const targetNet = maxOrderGrossCents / 1.2;
    const quantity = Math.round((targetNet - otherNet) / third.unitNetCents);
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/orders/lines/${third.id}`,
      headers,
      payload: { quantity },
    });
    expect(updated.statusCode).toBe(200);
    const { totals } = updated.json();
    expect(totals.grossCents).toBeLessThanOrEqual(maxOrderGrossCents);
    expect(totals.netCents * 1.21).toBeGreaterThan(maxOrderGrossCents);

    expect((await post(ctx.app, '/Orders/details', headers, details())).statusCode).toBe(200);
    const shipping = await post(ctx.app, '/Orders/shipping', headers, { deliveryType: 'Deliver' });
    expect(shipping.statusCode).toBe(200);
    expectTooHigh(await post(ctx.app, '/Orders/complete', headers));
    const checkout = await ctx.app.inject({ method: 'GET', url: '/orders/checkout', headers });
    expect(checkout.json()).toMatchObject({ status: 'cart', orderNumber: null });
  });

  it('keeps a guest cart apart on login when joining it would pass the maximum', async () => {
    const { token, body } = await registerCustomer(ctx.app);
    const mine = shopper({ token });
    await addLine(mine, 0);
    await addLine(mine, 1);
    const guest = await addLine(shopper({}), 2);
    const cartToken = guest.json().cartToken as string;

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...shopper({ cartToken }), 'x-forwarded-for': shopperIp() },
      payload: { email: body.email, password: strongPassword },
    });
    expect(login.statusCode).toBe(200);
    const session = login.json().session.token as string;
    expect((await cartOf(shopper({ token: session }))).lines).toHaveLength(2);
    expect((await cartOf(shopper({ cartToken }))).lines).toHaveLength(1);
  });
});
