import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from '../../test/accounts';
import { productWhere } from '../../test/checkout';
import { createTestApp } from '../../test/testApp';

describe('cart lines', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let panel: { id: string };
  let selection: Record<string, unknown>;
  beforeAll(async () => {
    ctx = await createTestApp();
    panel = await productWhere(ctx.app, (p) => p.kind === 'panel');
    const rules = (
      await ctx.app.inject({
        method: 'GET',
        url: `/Products/configuration/${panel.id}`,
        headers: { 'x-shop-id': 'EF' },
      })
    ).json();
    selection = {
      widthMm: rules.width.min + rules.width.step * 10,
      heightMm: rules.height.min,
      thicknessMm: rules.thicknesses[0].mm,
      colour: rules.colours.find((c: { thicknesses?: number[] }) => !c.thicknesses).code,
      quantity: 1,
    };
  });
  afterAll(() => ctx.close());

  const guest = (token?: string, locale = 'nl-NL') => ({
    'x-shop-id': 'EF',
    'x-locale': locale,
    ...(token ? { 'x-cart-token': token } : {}),
  });

  async function addAsGuest(token?: string, quantity = 1) {
    return ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: guest(token),
      payload: { productId: panel.id, selection: { ...selection, quantity } },
    });
  }

  it('creates a guest cart on the first line and hands out its token once', async () => {
    const res = await addAsGuest();
    expect(res.statusCode).toBe(201);
    const cart = res.json();
    expect(cart.cartToken.length).toBeGreaterThanOrEqual(40);
    expect(cart.lines).toHaveLength(1);
    expect(cart.itemCount).toBe(1);
    const again = await addAsGuest(cart.cartToken);
    expect(again.json().cartToken).toBeUndefined();
  });

  it('keeps the configuration snapshot and the server price, with VAT of the locale', async () => {
    const token = (await addAsGuest()).json().cartToken;
    const cart = (
      await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers: guest(token, 'de-DE') })
    ).json();
    const [line] = cart.lines;
    expect(line.selection).toMatchObject(selection);
    expect(line.unitNetCents).toBeGreaterThan(0);
    expect(cart.totals.vatRatePct).toBe(19);
    expect(cart.totals.grossCents).toBe(cart.totals.netCents + cart.totals.vatCents);
  });

  it('adds the same configuration to the existing line', async () => {
    const token = (await addAsGuest()).json().cartToken;
    const cart = (await addAsGuest(token, 2)).json();
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(3);
  });

  it('changes the quantity with the tier price, and removes a line', async () => {
    const first = (await addAsGuest()).json();
    const token = first.cartToken;
    const lineId = first.lines[0].id;
    const unit = first.lines[0].unitNetCents;
    const bulk = await ctx.app.inject({
      method: 'PUT',
      url: `/orders/lines/${lineId}`,
      headers: guest(token),
      payload: { quantity: 50 },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().lines[0].quantity).toBe(50);
    expect(bulk.json().lines[0].unitNetCents).toBeLessThan(unit);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/orders/lines/${lineId}`,
      headers: guest(token),
    });
    expect(removed.json().lines).toEqual([]);
  });

  it("answers 404 for another shopper's line, leaving it untouched", async () => {
    const alice = (await addAsGuest()).json();
    const bob = (await addAsGuest()).json();
    const lineId = alice.lines[0].id;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/orders/lines/${lineId}`,
      headers: guest(bob.cartToken),
      payload: { quantity: 7 },
    });
    expect(res.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/orders/lines/${lineId}`,
      headers: guest(bob.cartToken),
    });
    expect(del.statusCode).toBe(404);
    const aliceCart = (
      await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers: guest(alice.cartToken) })
    ).json();
    expect(aliceCart.lines[0].quantity).toBe(1);
  });

  it('refuses an impossible configuration with 422 and keeps the cart as it was', async () => {
    const token = (await addAsGuest()).json().cartToken;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: guest(token),
      payload: { productId: panel.id, selection: { ...selection, widthMm: 99_999 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('INVALID_CONFIGURATION');
    const cart = (
      await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers: guest(token) })
    ).json();
    expect(cart.lines).toHaveLength(1);
  });

  it("refuses another shop's product", async () => {
    const other = (
      await ctx.app.inject({
        method: 'GET',
        url: '/Products?pageSize=1',
        headers: { 'x-shop-id': 'ENC' },
      })
    ).json().items[0];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: guest(),
      payload: { productId: other.id, selection },
    });
    expect(res.statusCode).toBe(404);
  });

  it('sells a product without a configurator by quantity alone, at its list price', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/Products?pageSize=100',
      headers: guest(),
    });
    const standard = list.json().items.find((p: { kind: string }) => p.kind === 'standard');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: guest(),
      payload: { productId: standard.id, selection: { quantity: 2 } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lines[0]).toMatchObject({
      quantity: 2,
      unitNetCents: standard.priceFromCents,
    });
    const unconfigured = await ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: guest(),
      payload: { productId: panel.id, selection: { quantity: 1 } },
    });
    expect(unconfigured.statusCode).toBe(422);
  });

  it('answers an empty cart for a shopper without one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers: guest() });
    expect(res.json()).toMatchObject({ id: null, lines: [], itemCount: 0 });
  });

  it("keeps a logged-in customer's cart with the session, not a cookie", async () => {
    const { token } = await registerCustomer(ctx.app);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: bearer(token),
      payload: { productId: panel.id, selection },
    });
    expect(added.json().cartToken).toBeUndefined();
    const cart = (
      await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers: bearer(token) })
    ).json();
    expect(cart.itemCount).toBe(1);
  });
});
