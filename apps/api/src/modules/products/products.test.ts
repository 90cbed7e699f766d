import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/testApp';

const headers = (shop = 'EF', locale = 'nl-NL') => ({ 'x-shop-id': shop, 'x-locale': locale });

describe('catalogue', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, shop = 'EF', locale = 'nl-NL') =>
    ctx.app.inject({ method: 'GET', url, headers: headers(shop, locale) });

  it('pages through the archive with the requested page size and a total', async () => {
    const first = (await get('/Products?pageSize=15')).json();
    expect(first.items).toHaveLength(15);
    expect(first.total).toBeGreaterThanOrEqual(20);
    const second = (await get('/Products?pageSize=15&page=2')).json();
    expect(second.items.length).toBe(first.total - 15);
    const ids = new Set([...first.items, ...second.items].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(first.total);
  });

  it('filters by category slug and by brand line, with counts for both filters', async () => {
    const all = (await get('/Products?pageSize=100')).json();
    const category = all.filters.categories[0];
    const byCategory = (await get(`/Products?pageSize=100&category=${category.slug}`)).json();
    expect(byCategory.total).toBe(category.count);
    const line = all.filters.brands[0];
    const byBrand = (
      await get(`/Products?pageSize=100&brand=${encodeURIComponent(line.value)}`)
    ).json();
    expect(byBrand.total).toBe(line.count);
    expect(byBrand.items.every((p: { brandLabel: string }) => p.brandLabel === line.value)).toBe(
      true,
    );
  });

  it('answers an empty page past the end, not an error', async () => {
    const res = await get('/Products?page=999');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });

  it('refuses a page size over 100 with 400', async () => {
    expect((await get('/Products?pageSize=500')).statusCode).toBe(400);
  });

  it('finds a product by its slug in each language and lists its slugs per locale', async () => {
    const [product] = (await get('/Products?pageSize=1')).json().items;
    const slugs = (await get(`/Products/${product.id}/slugs`)).json();
    expect(Object.keys(slugs).sort()).toEqual([
      'de-AT',
      'de-DE',
      'en-GB',
      'fr-BE',
      'fr-FR',
      'nl-BE',
      'nl-NL',
    ]);
    const german = (await get(`/Products/de-DE/${slugs['de-DE']}`)).json();
    expect(german).toMatchObject({ id: product.id, locale: 'de-DE', slug: slugs['de-DE'] });
    expect(german.name).not.toBe(product.name);
    const byId = await get(`/Products/${product.id}?locale=fr-FR`);
    expect(byId.json().slug).toBe(slugs['fr-FR']);
  });

  it("finds a product by another language's slug, answering in the asked locale", async () => {
    const [product] = (await get('/Products?pageSize=1')).json().items;
    const slugs = (await get(`/Products/${product.id}/slugs`)).json();
    const res = (await get(`/Products/en-GB/${slugs['nl-NL']}`)).json();
    expect(res).toMatchObject({ id: product.id, locale: 'en-GB', slug: slugs['en-GB'] });
  });

  it("answers 404 for another shop's product, an unknown slug and an unknown id", async () => {
    const [product] = (await get('/Products?pageSize=1', 'ENC')).json().items;
    expect((await get(`/Products/${product.id}`, 'EF')).statusCode).toBe(404);
    expect((await get('/Products/nl-NL/bestaat-niet')).statusCode).toBe(404);
    expect((await get('/Products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('prices a configuration on the server and refuses an impossible one with reasons', async () => {
    const panel = (await get('/Products?pageSize=100'))
      .json()
      .items.find((p: { kind: string }) => p.kind === 'panel');
    const rules = (await get(`/Products/configuration/${panel.id}`)).json();
    const selection = {
      widthMm: rules.width.min,
      heightMm: rules.height.min,
      thicknessMm: rules.thicknesses[0].mm,
      colour: rules.colours.find((c: { thicknesses?: number[] }) => !c.thicknesses).code,
      quantity: 1,
    };
    const priced = await ctx.app.inject({
      method: 'POST',
      url: `/Products/${panel.id}/configure`,
      headers: headers(),
      payload: selection,
    });
    expect(priced.json().ok).toBe(true);
    expect(priced.json().price.unitNetCents).toBeGreaterThanOrEqual(panel.priceFromCents);

    const tooWide = await ctx.app.inject({
      method: 'POST',
      url: `/Products/${panel.id}/configure`,
      headers: headers(),
      payload: { ...selection, widthMm: rules.width.max + 10 },
    });
    expect(tooWide.json()).toEqual({
      ok: false,
      errors: [
        {
          field: 'widthMm',
          key: 'product.configurator.errors.widthOutOfRange',
          values: { min: rules.width.min, max: rules.width.max },
        },
      ],
    });

    const more = await ctx.app.inject({
      method: 'PUT',
      url: `/Products/${panel.id}/quantity`,
      headers: headers(),
      payload: { ...selection, quantity: 100 },
    });
    expect(more.json().price.unitNetCents).toBeLessThanOrEqual(priced.json().price.unitNetCents);
  });

  it("serves the shop's review score", async () => {
    const rating = (await get('/Misc/rating')).json();
    expect(rating.best).toBe(5);
    expect(rating.average).toBeGreaterThan(3);
    expect(rating.count).toBeGreaterThan(0);
  });

  it('serves catalogue images and refuses paths outside the uploads folder', async () => {
    const [product] = (await get('/Products?pageSize=1')).json().items;
    const image = await get(`/Uploads/${product.image}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await get('/Uploads/catalogue/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get('/Uploads/private/x.webp')).statusCode).toBe(404);
  });
});
