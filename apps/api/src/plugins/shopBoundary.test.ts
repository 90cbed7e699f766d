import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer, shopHeaders, strongPassword } from '../test/accounts';
import { createTestApp } from '../test/testApp';

describe('sessions and switches per shop', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('knows no easy felt session in easy noise control: /me is 401 and nothing changes', async () => {
    const { token, body } = await registerCustomer(ctx.app);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/me',
      headers: bearer(token, 'ENC'),
    });
    expect(other.statusCode).toBe(401);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/me',
      headers: bearer(token, 'ENC'),
      payload: {
        address: {
          street: 'Keizersgracht',
          houseNumber: '1',
          postcode: '1015 CJ',
          city: 'Amsterdam',
          country: 'NL',
        },
      },
    });
    expect(put.statusCode).toBe(401);
    const own = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(body.email);
    expect(own.json().address ?? null).toBeNull();
  });

  it('treats an easy felt session as a guest in easy noise control’s cart and orders', async () => {
    const { token } = await registerCustomer(ctx.app);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/orders/cart',
      headers: bearer(token, 'ENC'),
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().lines).toEqual([]);
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/Orders',
      headers: bearer(token, 'ENC'),
    });
    expect(orders.statusCode).toBe(401);
  });

  it('accepts no login or registration where the brand has accounts switched off', async () => {
    const { body } = await registerCustomer(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: shopHeaders('DBC'),
      payload: { email: body.email, password: strongPassword },
    });
    expect(login.statusCode).toBe(404);
    expect(login.json().error.code).toBe('FEATURE_DISABLED');
    const { res } = await registerCustomer(ctx.app, {}, 'DBC');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('FEATURE_DISABLED');
  });

  it('has no catalogue, cart or checkout where the brand sells no products', async () => {
    for (const [method, url] of [
      ['GET', '/Products'],
      ['GET', '/orders/cart'],
      ['POST', '/orders/lines'],
      ['GET', '/orders/checkout'],
      ['POST', '/Uploads'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: shopHeaders('DBC'), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('FEATURE_DISABLED');
    }
  });
});
