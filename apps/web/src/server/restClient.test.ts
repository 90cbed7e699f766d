import { ApiError, endpoints } from '@shop/contract';
import { getBrand } from '@shop/site';
import { describe, expect, it } from 'vitest';
import { createRestClient } from './restClient';

const brand = getBrand('easy-felt');

function clientAnswering(status: number, body: string, seen: Request[] = []) {
  return createRestClient({
    brand,
    locale: 'fr-BE',
    sessionToken: 'secret-token',
    baseUrl: 'http://api.test',
    fetch: async (input, init) => {
      seen.push(new Request(input as string, init));
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    },
  });
}

const shop = {
  code: 'EF',
  brandId: 'easy-felt',
  name: 'easy felt',
  locale: 'fr-BE',
  home: null,
  updatedAt: new Date(0).toISOString(),
};

describe('REST client of the BFF', () => {
  it('sends the shop id, the locale and the session token, and returns the parsed answer', async () => {
    const seen: Request[] = [];
    const result = await clientAnswering(200, JSON.stringify(shop), seen).call(
      endpoints.shop.shopInfo,
      { query: { locale: 'fr-BE' } },
    );
    expect(result).toEqual(shop);
    const [request] = seen;
    expect(request?.url).toBe('http://api.test/shop?locale=fr-BE');
    expect(request?.headers.get('x-shop-id')).toBe('EF');
    expect(request?.headers.get('x-locale')).toBe('fr-BE');
    expect(request?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('turns an error envelope into an ApiError with the API code', async () => {
    const body = JSON.stringify({ error: { code: 'EMAIL_TAKEN', message: 'taken' } });
    const error = await clientAnswering(409, body)
      .call(endpoints.shop.shopInfo)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
  });

  it('reports an undecodable answer as "Unable to transform response from server"', async () => {
    const error = await clientAnswering(200, '<html>')
      .call(endpoints.shop.shopInfo)
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 502,
      message: 'Unable to transform response from server',
    });
  });

  it('fills path parameters and sends the body of a declared endpoint', async () => {
    const seen: Request[] = [];
    const cart = { lines: [] };
    await clientAnswering(200, JSON.stringify(cart), seen)
      .call(endpoints.cart.updateLine, {
        params: { id: '6b1f0c8e-2f44-4c1e-9a59-3f1c2d4e5a6b' },
        body: { quantity: 3 },
      })
      .catch(() => undefined);
    const [request] = seen;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('http://api.test/orders/lines/6b1f0c8e-2f44-4c1e-9a59-3f1c2d4e5a6b');
    expect(await request?.json()).toEqual({ quantity: 3 });
  });

  it('answers nothing for 204 without checking a schema', async () => {
    const result = await createRestClient({
      brand,
      locale: 'nl-NL',
      baseUrl: 'http://api.test',
      fetch: async () => new Response(null, { status: 204 }),
    }).call(endpoints.accounts.logout);
    expect(result).toBeUndefined();
  });

  it('reports an answer outside the contract the same way', async () => {
    const error = await clientAnswering(200, '{"code":"EF"}')
      .call(endpoints.shop.shopInfo)
      .catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
  });

  it('answers 503 when the API cannot be reached', async () => {
    const client = createRestClient({
      brand,
      locale: 'nl-NL',
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await client.call(endpoints.shop.shopInfo).catch((e) => e);
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
