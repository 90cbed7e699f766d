import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeContent } from '../../seed/data/homeContent';
import { createTestApp } from '../../test/testApp';

describe('GET /shop', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 400 SHOP_ID_REQUIRED without the X-Shop-Id header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/shop' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'SHOP_ID_REQUIRED', message: 'The x-shop-id header is required' },
    });
  });

  it('answers 400 UNSUPPORTED_SHOP for an unknown brand code', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'x-shop-id': 'XX' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_SHOP',
      message: 'Site XX is not supported',
    });
  });

  it('serves the shop the header selects, with its home copy from the database', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shop?locale=de-AT',
      headers: { 'x-shop-id': 'EF' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'EF',
      brandId: 'easy-felt',
      name: 'easy felt',
      locale: 'de-AT',
    });
    expect(body.home.heroTitle).toBe(homeContent['easy-felt'].de.heroTitle);
    expect(Date.parse(body.updatedAt)).not.toBeNaN();
  });

  it('takes the locale from the x-locale header when the query has none', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'x-shop-id': 'ENC', 'x-locale': 'fr-BE' },
    });
    expect(res.json()).toMatchObject({ code: 'ENC', locale: 'fr-BE' });
    expect(res.json().home.heroTitle).toBe(homeContent['easy-noisecontrol'].fr.heroTitle);
  });

  it('falls back to nl-NL for an unknown x-locale', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'x-shop-id': 'ENC', 'x-locale': 'xx-XX' },
    });
    expect(res.json().locale).toBe('nl-NL');
  });

  it('rejects an unknown locale in the query with a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shop?locale=xx-XX',
      headers: { 'x-shop-id': 'EF' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('seeds idempotently and keeps what editors changed', async () => {
    const { shopHomeContent } = await import('../../db/schema');
    const { seedDemoData } = await import('../../seed/seed');
    const { testFiles } = await import('../../test/testApp');
    await ctx.database.db.update(shopHomeContent).set({ heroTitle: 'Edited' });
    await seedDemoData(ctx.database.db, { files: testFiles });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'x-shop-id': 'FIB' },
    });
    expect(res.json().home.heroTitle).toBe('Edited');
  });
});
