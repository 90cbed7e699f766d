import { type ContentKind, contentKinds } from '@shop/contract';
import { getBrand } from '@shop/site';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../../db/schema';
import { insertContent } from '../../test/content';
import { createTestApp } from '../../test/testApp';
import { pageSizeOf } from './service';

// The content-only brand: small page sizes (9 archive items, 6 inspiration items). The demo
// content is removed first, so every item here is the test's.
const dbc = getBrand('dbc');
const hour = 3_600_000;

describe('content', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.database.db.delete(contentItems);
  });
  afterAll(() => ctx.close());

  const get = (url: string, shop = dbc.code, locale = 'nl-NL') =>
    ctx.app.inject({ method: 'GET', url, headers: { 'x-shop-id': shop, 'x-locale': locale } });

  describe.each(contentKinds)('%s', (kind: ContentKind) => {
    const pageSize = pageSizeOf(dbc, kind);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const db = ctx.database.db;
      // One more than a page, each a day older than the one before.
      for (let i = 0; i <= pageSize; i++) {
        ids[`item-${i}`] = await insertContent(db, {
          shopCode: dbc.code,
          kind,
          key: `item-${i}`,
          publishAt: new Date(Date.now() - (i + 2) * 24 * hour),
          slugs: { 'nl-NL': `${kind}-nl-${i}`, 'en-GB': `${kind}-en-${i}` },
        });
      }
      ids.draft = await insertContent(db, {
        shopCode: dbc.code,
        kind,
        key: 'draft',
        status: 'draft',
        slugs: { 'nl-NL': `${kind}-concept` },
      });
      ids.later = await insertContent(db, {
        shopCode: dbc.code,
        kind,
        key: 'later',
        status: 'scheduled',
        publishAt: new Date(Date.now() + hour),
        slugs: { 'nl-NL': `${kind}-later` },
      });
      ids.due = await insertContent(db, {
        shopCode: dbc.code,
        kind,
        key: 'due',
        status: 'scheduled',
        publishAt: new Date(Date.now() - 1000),
        slugs: { 'nl-NL': `${kind}-nu`, 'de-DE': `${kind}-jetzt` },
      });
      ids.elsewhere = await insertContent(db, {
        shopCode: 'ENC',
        kind,
        key: `${kind}-elsewhere`,
        slugs: { 'nl-NL': `${kind}-elders` },
      });
    });

    it('lists a full first page, newest first, and the rest on page 2', async () => {
      const first = await get(`/Content/${kind}`);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ page: 1, pageSize, total: pageSize + 2, pageCount: 2 });
      expect(body.items).toHaveLength(pageSize);
      // The scheduled item whose time has come is the newest.
      expect(body.items[0]).toMatchObject({ id: ids.due, slug: `${kind}-nu`, kind });
      expect(body.items[1].slug).toBe(`${kind}-nl-0`);
      const second = (await get(`/Content/${kind}?page=2`)).json();
      expect(second.items.map((i: { slug: string }) => i.slug)).toEqual([
        `${kind}-nl-${pageSize - 1}`,
        `${kind}-nl-${pageSize}`,
      ]);
    });

    it('answers 404 for a page past the last', async () => {
      const res = await get(`/Content/${kind}?page=3`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    });

    it.each(['0', 'abc', '-1', '1.5'])('refuses page=%s with 400 BAD_REQUEST', async (page) => {
      const res = await get(`/Content/${kind}?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    });

    it('keeps drafts and items scheduled for later out of the list and answers them 404', async () => {
      const all = [
        ...(await get(`/Content/${kind}`)).json().items,
        ...(await get(`/Content/${kind}?page=2`)).json().items,
      ].map((i: { id: string }) => i.id);
      expect(all).not.toContain(ids.draft);
      expect(all).not.toContain(ids.later);
      expect((await get(`/Content/${kind}/nl-NL/${kind}-concept`)).statusCode).toBe(404);
      expect((await get(`/Content/${kind}/nl-NL/${kind}-later`)).statusCode).toBe(404);
      expect((await get(`/Content/${kind}/slugs/${ids.draft}`)).statusCode).toBe(404);
      expect((await get(`/Content/${kind}/slugs/${ids.later}`)).statusCode).toBe(404);
    });

    it('serves a scheduled item once its time has come', async () => {
      const res = await get(`/Content/${kind}/nl-NL/${kind}-nu`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.due, locale: 'nl-NL', kind });
    });

    it("answers 404 for another shop's slug and for an unknown slug", async () => {
      expect((await get(`/Content/${kind}/nl-NL/${kind}-elders`)).statusCode).toBe(404);
      expect((await get(`/Content/${kind}/slugs/${ids.elsewhere}`)).statusCode).toBe(404);
      expect((await get(`/Content/${kind}/nl-NL/bestaat-niet`)).statusCode).toBe(404);
      // The same item under its own shop is there.
      expect((await get(`/Content/${kind}/nl-NL/${kind}-elders`, 'ENC')).statusCode).toBe(200);
    });

    it('lists the slug of every locale where the item exists, regional locales included', async () => {
      const res = await get(`/Content/${kind}/slugs/${ids['item-0']}`);
      expect(res.json()).toEqual({
        'nl-NL': `${kind}-nl-0`,
        'nl-BE': `${kind}-nl-0`,
        'en-GB': `${kind}-en-0`,
      });
    });

    it("answers the item for another language's slug, with the asked locale's slug", async () => {
      const res = await get(`/Content/${kind}/en-GB/${kind}-nl-0`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: ids['item-0'],
        locale: 'en-GB',
        slug: `${kind}-en-0`,
        title: `Title ${kind}-en-0`,
      });
      const belgian = (await get(`/Content/${kind}/nl-BE/${kind}-nl-0`)).json();
      expect(belgian).toMatchObject({ locale: 'nl-BE', slug: `${kind}-nl-0` });
    });

    it('answers 404 in a locale whose language the item is not written in', async () => {
      expect((await get(`/Content/${kind}/fr-FR/${kind}-nl-0`)).statusCode).toBe(404);
      const french = (await get(`/Content/${kind}`, dbc.code, 'fr-BE')).json();
      expect(french.items).toEqual([]);
    });

    it('lists in the locale of the query, else of X-Locale', async () => {
      const english = (await get(`/Content/${kind}`, dbc.code, 'en-GB')).json();
      expect(english.items[0].slug).toBe(`${kind}-en-0`);
      const german = (await get(`/Content/${kind}?locale=de-AT`)).json();
      expect(german.items.map((i: { slug: string }) => i.slug)).toEqual([`${kind}-jetzt`]);
    });
  });

  it('answers an empty first page for a kind without items, and 404 for page 2', async () => {
    const res = await get('/Content/advice', 'FIB');
    expect(res.json()).toMatchObject({ items: [], total: 0, pageCount: 0, page: 1 });
    expect((await get('/Content/advice?page=2', 'FIB')).statusCode).toBe(404);
  });

  it('takes the page size of the brand: inspiration its own, the other kinds the archive’s', () => {
    expect(pageSizeOf(dbc, 'inspiration')).toBe(6);
    expect(pageSizeOf(dbc, 'blog')).toBe(9);
    expect(pageSizeOf(getBrand('easy-felt'), 'inspiration')).toBe(12);
  });

  it('filters by tag and by a product named in a gallery, a photo or related products', async () => {
    const db = ctx.database.db;
    const product = (await get('/Products?pageSize=2', 'FIB')).json().items;
    const [a, b] = product.map((p: { id: string }) => p.id);
    const tagged = await insertContent(db, {
      shopCode: 'FIB',
      kind: 'project',
      key: 'gallery',
      tags: ['office'],
      details: {
        kind: 'project',
        client: 'Gemeente Breda',
        place: 'Breda',
        year: 2024,
        gallery: [{ image: 'catalogue/fib-cat-foam.webp', caption: 'Hal', productIds: [a] }],
      },
      slugs: { 'nl-NL': 'stadskantoor-breda' },
    });
    const related = await insertContent(db, {
      shopCode: 'FIB',
      kind: 'project',
      key: 'related',
      relatedProductIds: [b],
      slugs: { 'nl-NL': 'school-gent' },
    });
    const photo = await insertContent(db, {
      shopCode: 'FIB',
      kind: 'inspiration',
      key: 'photo',
      details: {
        kind: 'inspiration',
        image: 'catalogue/fib-cat-foam.webp',
        caption: 'Foam',
        links: [{ kind: 'product', productId: a }],
      },
      slugs: { 'nl-NL': 'schuim-in-de-studio' },
    });
    const idsOf = async (url: string) =>
      (await get(url, 'FIB')).json().items.map((i: { id: string }) => i.id);
    expect(await idsOf('/Content/project?tag=office')).toEqual([tagged]);
    expect(await idsOf('/Content/project?tag=school')).toEqual([]);
    expect(await idsOf(`/Content/project?product=${a}`)).toEqual([tagged]);
    expect(await idsOf(`/Content/project?product=${b}`)).toEqual([related]);
    expect(await idsOf(`/Content/inspiration?product=${a}`)).toEqual([photo]);
    expect((await get('/Content/project?product=nope', 'FIB')).statusCode).toBe(400);
  });

  it('maps every published item with a page for the sitemap, with its slugs', async () => {
    const { items } = (await get('/Content/sitemap')).json();
    const kinds = new Set(items.map((i: { kind: string }) => i.kind));
    // Inspiration photos have no page; drafts and items scheduled for later are not there.
    expect([...kinds].sort()).toEqual(['advice', 'blog', 'job-offer', 'project']);
    const ids = items.map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const due = items.find(
      (i: { slugs: Record<string, string> }) => i.slugs['de-DE'] === 'blog-jetzt',
    );
    expect(due).toMatchObject({
      kind: 'blog',
      slugs: { 'nl-NL': 'blog-nu', 'nl-BE': 'blog-nu', 'de-AT': 'blog-jetzt' },
    });
    for (const item of items) {
      expect(Object.values(item.slugs)).not.toContain(`${item.kind}-concept`);
      expect(Object.values(item.slugs)).not.toContain(`${item.kind}-later`);
    }
  });

  it('answers the products and projects its items name, in the locale, with the slugs', async () => {
    const db = ctx.database.db;
    const [a, b, c] = (await get('/Products?pageSize=3', 'FIB', 'de-DE')).json().items;
    const project = await insertContent(db, {
      shopCode: 'FIB',
      kind: 'project',
      key: 'studio-koeln',
      relatedProductIds: [a.id],
      details: {
        kind: 'project',
        client: 'Tonstudio Ost',
        place: 'Köln',
        year: 2025,
        gallery: [{ image: 'catalogue/fib-cat-foam.webp', caption: 'Regie', productIds: [b.id] }],
      },
      body: [{ type: 'productCard', productId: c.id }],
      slugs: { 'de-DE': 'tonstudio-koeln', 'nl-NL': 'geluidsstudio-keulen' },
    });
    await insertContent(db, {
      shopCode: 'FIB',
      kind: 'inspiration',
      key: 'studio-photo',
      details: {
        kind: 'inspiration',
        image: 'catalogue/fib-cat-foam.webp',
        caption: 'Foam in a studio',
        links: [
          { kind: 'project', projectId: project },
          { kind: 'product', productId: a.id },
        ],
      },
      slugs: { 'de-DE': 'schaum-im-studio' },
    });

    const item = (await get('/Content/project/de-DE/tonstudio-koeln', 'FIB', 'de-DE')).json();
    expect(item.slugs).toEqual({
      'nl-NL': 'geluidsstudio-keulen',
      'nl-BE': 'geluidsstudio-keulen',
      'de-DE': 'tonstudio-koeln',
      'de-AT': 'tonstudio-koeln',
    });
    // Related, gallery and card products, as German archive cards.
    expect(item.references.products.map((p: { id: string }) => p.id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    expect(item.references.products.find((p: { id: string }) => p.id === a.id).slug).toBe(a.slug);

    const list = (await get('/Content/inspiration?locale=de-DE', 'FIB')).json();
    expect(list.references.projects).toEqual([
      { id: project, slug: 'tonstudio-koeln', title: expect.any(String), heroImage: null },
    ]);
    expect(list.references.products.map((p: { id: string }) => p.id)).toEqual([a.id]);
  });

  it('serves field lists by the rule: incomplete entries dropped, type text by default', async () => {
    await insertContent(ctx.database.db, {
      shopCode: 'FIB',
      kind: 'advice',
      key: 'fields',
      slugs: { 'nl-NL': 'absorptie-in-cijfers' },
      body: [
        {
          type: 'fieldList',
          entries: [
            { name: 'Absorptieklasse', value: 'A' },
            { name: 'Dikte', value: '12 mm', type: 'measure' },
            { name: 'Kleur' },
            { value: 'zonder naam' },
            { name: 'Leeg', value: '' },
            { name: 'Geen type', value: 'x', type: '' },
          ],
        },
      ],
    });
    const res = (await get('/Content/advice/nl-NL/absorptie-in-cijfers', 'FIB')).json();
    expect(res.body).toEqual([
      {
        type: 'fieldList',
        entries: [
          { name: 'Absorptieklasse', value: 'A', type: 'text' },
          { name: 'Dikte', value: '12 mm', type: 'measure' },
        ],
      },
    ]);
  });

  it('refuses an unknown kind and a bad locale with 400, changing nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(contentItems);
    for (const url of ['/Content/news', '/Content/blog/xx-XX/a', '/Content/blog/slugs/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('BAD_REQUEST');
    }
    expect(await ctx.database.db.select({ n: count() }).from(contentItems)).toEqual(before);
  });

  it('needs the shop header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/Content/blog' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('SHOP_ID_REQUIRED');
  });
});
