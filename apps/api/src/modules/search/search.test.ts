import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, products } from '../../db/schema';
import { insertContent } from '../../test/content';
import { createTestApp } from '../../test/testApp';
import { highlighted, prefixQuery } from './highlight';

interface Hit {
  kind: string;
  id: string;
  slug: string;
  title: { text: string; match: boolean }[];
  snippet: { text: string; match: boolean }[];
}

const text = (runs: Hit['title']) => runs.map((run) => run.text).join('');

describe('search', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const find = (query: string, shop = 'EF', locale = 'nl-NL') =>
    ctx.app.inject({
      method: 'GET',
      url: `/Search?${query}`,
      headers: { 'x-shop-id': shop, 'x-locale': locale },
    });
  const hits = async (query: string, shop = 'EF', locale = 'nl-NL'): Promise<Hit[]> => {
    const response = await find(query, shop, locale);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };

  it('finds blog posts and advice in the Blog scope, matched words marked', async () => {
    const found = await hits('q=akoestiek&scope=Blog');
    expect(found.length).toBeGreaterThan(2);
    expect(new Set(found.map((hit) => hit.kind))).toEqual(new Set(['blog', 'advice']));
    const marks = found.flatMap((hit) => [...hit.title, ...hit.snippet]).filter((r) => r.match);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.text.toLowerCase()).toContain('akoesti');
  });

  it('forgives a typo in a title word ("akoestik")', async () => {
    const exact = (await hits('q=akoestiek&scope=Blog')).filter((hit) =>
      text(hit.title).toLowerCase().includes('akoestiek'),
    );
    expect(exact.length).toBeGreaterThan(0);
    const typo = await hits('q=akoestik&scope=Blog');
    expect(typo.map((hit) => hit.id)).toEqual(expect.arrayContaining(exact.map((hit) => hit.id)));
  });

  it('ignores accents and searches in the locale’s language', async () => {
    const german = await hits('q=Akustik', 'EF', 'de-DE');
    expect(german.length).toBeGreaterThan(0);
    expect(german.some((hit) => /akustik/i.test(text(hit.title) + text(hit.snippet)))).toBe(true);
    const accented = await hits('q=acoustique&scope=Blog', 'EF', 'fr-BE');
    const plain = await hits('q=acoustique&scope=Blog', 'EF', 'fr-FR');
    expect(accented.length).toBeGreaterThan(0);
    // fr-FR reads fr-BE's texts: the same items, in the same order.
    expect(plain.map((hit) => hit.id)).toEqual(accented.map((hit) => hit.id));
    const withAccents = await hits('q=ac%C3%B4ustiqu%C3%A9&scope=Blog', 'EF', 'fr-BE');
    expect(withAccents.map((hit) => hit.id)).toEqual(accented.map((hit) => hit.id));
  });

  it('keeps each scope to its kinds: products alone, projects alone', async () => {
    const productHits = await hits('q=vilt&scope=Product');
    expect(productHits.length).toBeGreaterThan(0);
    expect(new Set(productHits.map((hit) => hit.kind))).toEqual(new Set(['product']));
    const projectHits = await hits('q=kantoor&scope=Project');
    expect(projectHits.length).toBeGreaterThan(0);
    expect(new Set(projectHits.map((hit) => hit.kind))).toEqual(new Set(['project']));
    const all = await hits('q=vilt');
    expect(new Set(all.map((hit) => hit.kind)).size).toBeGreaterThan(1);
  });

  it('refuses a scope the brand has switched off', async () => {
    for (const shop of ['DBC', 'EDG']) {
      for (const scope of ['', 'Product', 'Project', 'Blog']) {
        const response = await find(`q=akoestiek&scope=${scope}`, shop);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('FEATURE_DISABLED');
      }
    }
  });

  it('finds only what its own shop publishes', async () => {
    const found = await hits('q=panelen&pageSize=50', 'ENC');
    const ids = found.map((hit) => hit.id);
    const db = ctx.database.db;
    const shops = [
      ...(await db
        .select({ shop: products.shopCode })
        .from(products)
        .where(inArray(products.id, ids))),
      ...(await db
        .select({ shop: contentItems.shopCode })
        .from(contentItems)
        .where(inArray(contentItems.id, ids))),
    ].map((row) => row.shop);
    expect(shops).toHaveLength(ids.length);
    expect(new Set(shops)).toEqual(new Set(['ENC']));
  });

  it('finds a new item at once, and never a draft', async () => {
    const db = ctx.database.db;
    const body = (word: string) => [
      { type: 'paragraph' as const, spans: [{ text: `Over ${word}.` }] },
    ];
    const published = await insertContent(db, {
      shopCode: 'EF',
      kind: 'blog',
      key: 'search-new',
      slugs: { 'nl-NL': 'zoekwoord-nieuw' },
      body: body('walvisvilt'),
    });
    await insertContent(db, {
      shopCode: 'EF',
      kind: 'blog',
      key: 'search-draft',
      status: 'draft',
      slugs: { 'nl-NL': 'zoekwoord-concept' },
      body: body('walvisvilt'),
    });
    const found = await hits('q=walvisvilt');
    expect(found.map((hit) => hit.id)).toEqual([published]);
  });

  it('pages through the results and answers 404 past the last page', async () => {
    const first = (await find('q=vilt&pageSize=3')).json();
    const second = (await find('q=vilt&pageSize=3&page=2')).json();
    expect(first.total).toBeGreaterThan(6);
    expect(first.pageCount).toBe(Math.ceil(first.total / 3));
    expect(second.items).toHaveLength(3);
    const firstIds = first.items.map((hit: Hit) => hit.id);
    for (const hit of second.items) expect(firstIds).not.toContain(hit.id);
    expect((await find(`q=vilt&pageSize=3&page=${first.pageCount + 1}`)).statusCode).toBe(404);
  });

  it('pages by the brand’s search page size unless asked for another', async () => {
    const response = (await find('q=vilt')).json();
    expect(response.pageSize).toBe(20);
    expect(response.items.length).toBeLessThanOrEqual(20);
  });

  it('answers punctuation alone with no results', async () => {
    const response = (await find('q=%22%26%7C!')).json();
    expect(response).toMatchObject({ items: [], total: 0, pageCount: 0 });
  });

  it.each([
    ['no words', 'q='],
    ['too long a query', `q=${'a'.repeat(101)}`],
    ['an unknown scope', 'q=vilt&scope=All'],
    ['too large a page', 'q=vilt&pageSize=500'],
    ['page 0', 'q=vilt&page=0'],
  ])('refuses %s with 400 and a code', async (_, query) => {
    const response = await find(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTruthy();
  });
});

describe('search terms', () => {
  it('turn words into a prefix OR query, dropping everything else', () => {
    expect(prefixQuery('  Vilt & panelen!')).toBe('Vilt:* | panelen:*');
    expect(prefixQuery("a'b:*|c")).toBe('a:* | b:* | c:*');
    expect(prefixQuery('!!')).toBeUndefined();
  });

  it('turn marks into runs, neighbouring marks joined', () => {
    expect(highlighted('Vilt ⟦panelen⟧⟦ ⟧⟦op⟧ maat')).toEqual([
      { text: 'Vilt ', match: false },
      { text: 'panelen op', match: true },
      { text: ' maat', match: false },
    ]);
    expect(highlighted('geen')).toEqual([{ text: 'geen', match: false }]);
  });
});
