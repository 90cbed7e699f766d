import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/testApp';

describe('operations routes', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('reports health without a shop id, naming the database engine', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('publishes OpenAPI with the shop route and the shop-id security scheme', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/shop']));
    expect(doc.components.securitySchemes.shopId).toMatchObject({
      in: 'header',
      name: 'x-shop-id',
    });
  });

  it('serves the API reference page at /docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'x-shop-id': 'EF' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
