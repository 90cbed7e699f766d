import net from 'node:net';
import { apiErrorSchema } from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer, shopHeaders } from '../test/accounts';
import { addToCart, details, post, shopper, standardProduct } from '../test/checkout';
import { createTestApp } from '../test/testApp';

function expectEnvelope(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json();
  expect(apiErrorSchema.safeParse(body).success).toBe(true);
  expect(body.error.code).toBe(code);
  return body.error as { code: string; message: string; details?: unknown };
}

describe('error answers', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  describe('text the database cannot store', () => {
    it('answers 400 INVALID_CHARACTER when a registration field holds a NUL character, and registers no one', async () => {
      const { res, body } = await registerCustomer(ctx.app, { firstName: 'Sa\u0000nne' });
      const error = expectEnvelope(res, 400, 'INVALID_CHARACTER');
      expect(error.details).toEqual([{ in: 'body', path: '/firstName' }]);
      const again = await registerCustomer(ctx.app, { email: body.email });
      expect(again.res.statusCode).toBe(201);
    });

    it('answers 400 INVALID_CHARACTER for a NUL in checkout details and keeps the checkout as it was', async () => {
      const product = await standardProduct(ctx.app);
      const { cartToken } = await addToCart(ctx.app, shopper({}), product.id);
      const headers = shopper({ cartToken });
      const broken = details();
      broken.invoiceAddress.city = 'Amster\u0000dam';
      const res = await post(ctx.app, '/Orders/details', headers, broken);
      const error = expectEnvelope(res, 400, 'INVALID_CHARACTER');
      expect(error.details).toEqual([{ in: 'body', path: '/invoiceAddress/city' }]);
      const checkout = await ctx.app.inject({ method: 'GET', url: '/orders/checkout', headers });
      expect(checkout.json().details).toBeNull();
    });

    it('answers 400 INVALID_CHARACTER for half a surrogate pair in a JSON body', async () => {
      const product = await standardProduct(ctx.app);
      const { cartToken } = await addToCart(ctx.app, shopper({}), product.id);
      const payload = JSON.stringify(details({ lastName: 'Jansen' })).replace(
        '"Jansen"',
        '"Jans\\ud800en"',
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Orders/details',
        headers: { ...shopper({ cartToken }), 'content-type': 'application/json' },
        payload,
      });
      expectEnvelope(res, 400, 'INVALID_CHARACTER');
    });

    it('answers 400 INVALID_CHARACTER for a NUL in PUT /me and keeps the address', async () => {
      const { token } = await registerCustomer(ctx.app);
      const address = {
        street: 'Keizersgracht',
        houseNumber: '1',
        postcode: '1015 CJ',
        city: 'Haar\u0000lem',
        country: 'NL',
      };
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/me',
        headers: bearer(token),
        payload: { address },
      });
      expectEnvelope(res, 400, 'INVALID_CHARACTER');
      const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
      expect(me.json().address ?? null).toBeNull();
    });

    it('answers 400 INVALID_CHARACTER for a NUL in a product filter of the query string', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/Products?category=vilt%00',
        headers: shopHeaders(),
      });
      const error = expectEnvelope(res, 400, 'INVALID_CHARACTER');
      expect(error.details).toEqual([{ in: 'query', path: '/category' }]);
    });

    it('answers 400 INVALID_CHARACTER for %00 in a slug of the path', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/Products/nl-NL/vilt%00paneel',
        headers: shopHeaders(),
      });
      const error = expectEnvelope(res, 400, 'INVALID_CHARACTER');
      expect(error.details).toEqual([{ in: 'params', path: '/second' }]);
    });
  });

  describe('failures Fastify answers itself', () => {
    it('answers 414 in the envelope, naming the limit, when a path parameter is too long', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/Products/nl-NL/${'a'.repeat(201)}`,
        headers: shopHeaders(),
      });
      const error = expectEnvelope(res, 414, 'BAD_REQUEST');
      expect(error.details).toEqual({ maxParamLength: 200 });
    });

    it('looks up a product slug of 140 characters, as the storefront sends them', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/Products/nl-NL/${'a'.repeat(140)}`,
        headers: shopHeaders(),
      });
      expectEnvelope(res, 404, 'NOT_FOUND');
    });

    it('answers 400 in the envelope for a path with broken percent-encoding', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/Products/nl-NL/vilt%E0%A4%A',
        headers: shopHeaders(),
      });
      expectEnvelope(res, 400, 'BAD_REQUEST');
    });

    it('answers 413 PAYLOAD_TOO_LARGE for a JSON body over the limit', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Registration',
        headers: { ...shopHeaders(), 'content-type': 'application/json' },
        payload: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }),
      });
      expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('answers 413 PAYLOAD_TOO_LARGE for a webhook form over its limit', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/orders/payment/webhook/payment',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${'x'.repeat(20_000)}`,
      });
      expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('answers 415 UNSUPPORTED_MEDIA_TYPE for a body type the route does not read', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Registration',
        headers: { ...shopHeaders(), 'content-type': 'text/csv' },
        payload: 'a,b',
      });
      expectEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 400 PARSE_ERROR for a malformed JSON body', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Registration',
        headers: { ...shopHeaders(), 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expectEnvelope(res, 400, 'PARSE_ERROR');
    });

    it('answers 400 PARSE_ERROR for an empty body sent as JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Registration',
        headers: { ...shopHeaders(), 'content-type': 'application/json' },
        payload: '',
      });
      expectEnvelope(res, 400, 'PARSE_ERROR');
    });

    it('answers 400 PARSE_ERROR for a multipart body without a boundary', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Uploads',
        headers: { ...shopHeaders(), 'content-type': 'multipart/form-data' },
        payload: 'photo',
      });
      expectEnvelope(res, 400, 'PARSE_ERROR');
    });

    it('answers a request that is not HTTP with the envelope', async () => {
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write('NOT HTTP AT ALL\r\n\r\n');
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString();
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Bad Request' } });
    });
  });

  describe('methods and paths', () => {
    it('answers 405 METHOD_NOT_SUPPORTED with an Allow header for a known path', async () => {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: '/Registration',
        headers: shopHeaders(),
      });
      expectEnvelope(res, 405, 'METHOD_NOT_SUPPORTED');
      expect(res.headers.allow).toBe('POST');
    });

    it('answers 405 for a path with parameters, allowing the methods of that route', async () => {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/orders/lines/00000000-0000-4000-8000-000000000000?x=1',
        headers: shopHeaders(),
      });
      expectEnvelope(res, 405, 'METHOD_NOT_SUPPORTED');
      expect(res.headers.allow).toBe('DELETE, PUT');
    });

    it('answers 405 on a shopless path without a shop id', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/orders/payment/webhook/order' });
      expectEnvelope(res, 405, 'METHOD_NOT_SUPPORTED');
      expect(res.headers.allow).toBe('POST');
    });

    it('keeps 404 NOT_FOUND for paths no route has', async () => {
      for (const url of ['/nope', '/Registration/extra', '/Products/a/b/c']) {
        const res = await ctx.app.inject({ method: 'DELETE', url, headers: shopHeaders() });
        expectEnvelope(res, 404, 'NOT_FOUND');
        expect(res.headers.allow).toBeUndefined();
      }
    });
  });
});
