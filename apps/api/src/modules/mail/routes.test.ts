import { getBrand } from '@shop/site';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorEnvelope } from '../../plugins/errors';
import { registerRequestContext } from '../../plugins/requestContext';
import { createTestApp } from '../../test/testApp';
import { outboxRoutes } from './routes';
import { enqueueMail } from './service';

const link = 'https://www.easy-noisecontrol.nl/wachtwoord?token=r1';

// The dev routes on an app of their own: app.ts adds them only outside production.
async function buildOutboxApp(database: Awaited<ReturnType<typeof createTestApp>>['database']) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  registerErrorEnvelope(app);
  registerRequestContext(app);
  await app.register(outboxRoutes);
  return app;
}

describe('GET /dev/outbox', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let app: Awaited<ReturnType<typeof buildOutboxApp>>;
  let resetId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    app = await buildOutboxApp(ctx.database);
    const brand = getBrand('easy-noisecontrol');
    await enqueueMail(ctx.database.db, {
      brand,
      locale: 'nl-NL',
      to: 'piet@example.nl',
      template: { kind: 'verifyEmail', firstName: 'Piet', link: `${link}&verify=1` },
    });
    ({ id: resetId } = await enqueueMail(ctx.database.db, {
      brand,
      locale: 'nl-NL',
      to: 'piet@example.nl',
      template: { kind: 'resetPassword', firstName: 'Piet', link },
    }));
    await enqueueMail(ctx.database.db, {
      brand,
      locale: 'fr-BE',
      to: 'marie@example.be',
      template: { kind: 'accountDeleted', firstName: 'Marie' },
    });
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('lists the mails to one address, newest first, with their links, without X-Shop-Id', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox?to=piet@example.nl' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      id: resetId,
      to: 'piet@example.nl',
      subject: 'Nieuw wachtwoord instellen bij easy noise control',
      template: 'resetPassword',
      locale: 'nl-NL',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      text: expect.stringContaining(link),
      links: [link, 'https://www.easy-noisecontrol.nl'],
    });
    expect(items[1]).toMatchObject({ template: 'verifyEmail' });
    expect(items[1].links[0]).toBe(`${link}&verify=1`);
  });

  it('lists every recipient without a filter, up to the limit', async () => {
    const all = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(all.json().items.map((item: { to: string }) => item.to)).toEqual([
      'marie@example.be',
      'piet@example.nl',
      'piet@example.nl',
    ]);
    const one = await app.inject({ method: 'GET', url: '/dev/outbox?limit=1' });
    expect(one.json().items).toHaveLength(1);
  });

  it('rejects a limit above 100 with a 400 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox?limit=101' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('serves one mail as the HTML its reader sees', async () => {
    const res = await app.inject({ method: 'GET', url: `/dev/outbox/${resetId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!DOCTYPE html/);
    expect(res.body).toContain('lang="nl-NL"');
    expect(res.body).toContain(`href="${link}"`);
  });

  it('answers 404 NOT_FOUND for a mail that does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/dev/outbox/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Mail 00000000-0000-4000-8000-000000000000 does not exist',
      },
    });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox/latest' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});
