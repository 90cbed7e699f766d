import { addressErrorKeys } from '@shop/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { registerErrorEnvelope } from '../../plugins/errors';
import { registerRequestContext } from '../../plugins/requestContext';
import { canaryZone, fakeResolver } from '../../test/fakeResolver';
import { createTestApp } from '../../test/testApp';
import { miscRoutes } from './routes';

const shop = { 'x-shop-id': 'EF' };

describe('POST /Misc/validate/* through the API', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = shop) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('address', () => {
    it('answers 200 with the normalised address when it is valid', async () => {
      const res = await post('/Misc/validate/address', {
        country: 'NL',
        postcode: '1234ab',
        houseNumber: '12a',
        street: 'Dorpsstraat',
        city: 'Utrecht',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        valid: true,
        normalized: { postcode: '1234 AB', houseNumber: '12', houseNumberAddition: 'A' },
        errors: [],
      });
    });

    it('answers 200 with translation keys for the wrong fields', async () => {
      const res = await post('/Misc/validate/address', {
        country: 'GB',
        postcode: '1234 AB',
        houseNumber: '1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        valid: false,
        normalized: null,
        errors: [{ field: 'postcode', key: addressErrorKeys.postcode }],
      });
    });

    it('answers 400 for an unknown country or a missing field', async () => {
      for (const body of [
        { country: 'US', postcode: '12345', houseNumber: '1' },
        { country: 'NL', houseNumber: '1' },
      ]) {
        const res = await post('/Misc/validate/address', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('BAD_REQUEST');
      }
    });

    it('answers 400 SHOP_ID_REQUIRED without the x-shop-id header', async () => {
      const res = await post(
        '/Misc/validate/address',
        { country: 'NL', postcode: '1234 AB', houseNumber: '1' },
        {},
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('SHOP_ID_REQUIRED');
    });
  });

  describe('email', () => {
    beforeAll(async () => {
      await ctx.database.db.insert(customers).values({
        shopCode: 'EF',
        email: 'taken@example.nl',
        passwordHash: 'not-a-real-hash',
        customerType: 'Private',
        firstName: 'Jan',
        lastName: 'de Vries',
        locale: 'nl-NL',
      });
    });

    it('answers inUse for an address a customer of this shop has, whatever its case', async () => {
      const res = await post('/Misc/validate/email', { email: '  Taken@Example.NL ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: true, inUse: true });
    });

    it('does not count a customer of another shop', async () => {
      const res = await post(
        '/Misc/validate/email',
        { email: 'taken@example.nl' },
        { 'x-shop-id': 'ENC' },
      );
      expect(res.json()).toEqual({ valid: true, inUse: false });
    });

    it('answers a free address as valid and not in use', async () => {
      const res = await post('/Misc/validate/email', { email: 'new@example.nl' });
      expect(res.json()).toEqual({ valid: true, inUse: false });
    });

    it('answers a malformed address as invalid', async () => {
      const res = await post('/Misc/validate/email', { email: 'taken@example' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false, inUse: false });
    });

    it('answers 400 when the e-mail is missing or not a string', async () => {
      for (const body of [{}, { email: 42 }]) {
        const res = await post('/Misc/validate/email', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('BAD_REQUEST');
      }
    });
  });

  describe('emaildomain', () => {
    it('answers reason syntax for a malformed address', async () => {
      const res = await post('/Misc/validate/emaildomain', { email: 'jan@@example.nl' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false, checked: true, reason: 'syntax' });
    });

    it('answers reason disposable for a throwaway provider', async () => {
      const res = await post('/Misc/validate/emaildomain', { email: 'jan@mailinator.com' });
      expect(res.json()).toEqual({ valid: false, checked: true, reason: 'disposable' });
    });

    it('answers 400 for a body without e-mail', async () => {
      const res = await post('/Misc/validate/emaildomain', { mail: 'jan@example.nl' });
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('POST /Misc/validate/emaildomain with a fake resolver', () => {
  const zones = {
    ...canaryZone,
    'mx.nl': { mx: ['mail.mx.nl'] },
    'a-only.nl': { address: ['192.0.2.1'] },
    'slow.nl': { mx: 'hang' as const },
  };
  // The shop plugins of buildApp, with the misc routes given a resolver of the test's own.
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(app);
  registerRequestContext(app);
  app.register(miscRoutes, { mailDomainResolver: fakeResolver(zones).resolver, dnsTimeoutMs: 20 });
  afterAll(() => app.close());

  it.each([
    ['jan@mx.nl', { valid: true, checked: true }],
    ['jan@a-only.nl', { valid: true, checked: true }],
    ['jan@gone.nl', { valid: false, checked: true, reason: 'no-mail-server' }],
    ['jan@slow.nl', { valid: true, checked: false }],
  ])('answers %s with %j', async (email, expected) => {
    const res = await app.inject({
      method: 'POST',
      url: '/Misc/validate/emaildomain',
      payload: { email },
      headers: shop,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });
});
