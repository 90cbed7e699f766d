import { contentBlockSchema, draftContentBlockSchema } from '@shop/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, contentTranslations } from '../../db/schema';
import easyFelt from '../../seed/content/data/easy-felt.json';
import { contentSeedSchema } from '../../seed/content/schema';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, testFiles } from '../../test/testApp';

/** The seed file with one block of its first item's Dutch body replaced. */
function withBlock(block: unknown) {
  const copy = structuredClone(easyFelt) as {
    items: { texts: Record<string, { body: unknown[] }> }[];
  };
  const first = copy.items[0];
  if (!first) throw new Error('empty seed file');
  first.texts['nl-NL'] = { ...first.texts['nl-NL'], body: [block] } as { body: unknown[] };
  return copy;
}

describe('content blocks', () => {
  it('accept the demo content file', () => {
    expect(contentSeedSchema.safeParse(easyFelt).success).toBe(true);
  });

  it.each([
    ['a heading of level 4', { type: 'heading', level: 4, text: 'Te diep' }],
    ['HTML instead of blocks', '<p>Hallo</p>'],
    ['an unknown block type', { type: 'html', html: '<script></script>' }],
    ['a video id the host cannot have', { type: 'video', host: 'youtube', id: 'a b/c' }],
    ['a video of another host', { type: 'video', host: 'dailymotion', id: 'abc' }],
    ['a Link without an address', { type: 'callToAction', kind: 'Link', text: 'Kijk' }],
    ['a Text with an address', { type: 'callToAction', kind: 'Text', text: 'x', href: '/a' }],
    [
      'a script link in a paragraph',
      { type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] },
    ],
    [
      'a link to another site by //',
      { type: 'paragraph', spans: [{ text: 'x', href: '//evil.example' }] },
    ],
    ['an empty paragraph', { type: 'paragraph', spans: [] }],
    ['a list without items', { type: 'list', style: 'ordered', items: [] }],
    ['an image outside the file store', { type: 'image', file: '../etc/passwd', alt: '' }],
    ['a product card without a product id', { type: 'productCard', productId: 'FL-WALL' }],
  ])('refuse %s, naming where in the file', (_, block) => {
    const result = contentSeedSchema.safeParse(withBlock(block));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 5)).toEqual([
      'items',
      0,
      'texts',
      'nl-NL',
      'body',
    ]);
  });

  it('keep incomplete field-list entries where editors write, and only complete ones served', () => {
    const block = {
      type: 'fieldList',
      entries: [{ name: 'Dikte' }, { name: 'Kleur', value: 'grijs' }],
    };
    expect(draftContentBlockSchema.safeParse(block).success).toBe(true);
    expect(contentBlockSchema.safeParse(block).success).toBe(false);
    const served = {
      type: 'fieldList',
      entries: [{ name: 'Kleur', value: 'grijs', type: 'text' }],
    };
    expect(contentBlockSchema.safeParse(served).success).toBe(true);
  });
});

describe('demo content of easy felt', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, locale = 'nl-NL') =>
    ctx.app.inject({ method: 'GET', url, headers: { 'x-shop-id': 'EF', 'x-locale': locale } });

  it('publishes every kind in the four languages, regional locales reading them', async () => {
    for (const kind of ['blog', 'advice', 'project', 'inspiration', 'job-offer']) {
      for (const locale of ['nl-NL', 'nl-BE', 'en-GB', 'de-DE', 'de-AT', 'fr-BE', 'fr-FR']) {
        const list = (await get(`/Content/${kind}`, locale)).json();
        expect(list.total, `${kind} ${locale}`).toBeGreaterThanOrEqual(2);
      }
    }
    expect((await get('/Content/blog')).json().total).toBe(12);
  });

  it('keeps the post scheduled for later out of the blog', async () => {
    const blogs = (await get('/Content/blog')).json().items.map((i: { tags: string[] }) => i);
    expect(blogs).toHaveLength(12);
  });

  it('serves a project with its gallery naming stored products', async () => {
    const [project] = (await get('/Content/project', 'en-GB')).json().items;
    const detail = (await get(`/Content/project/en-GB/${project.slug}`, 'en-GB')).json();
    expect(detail.details.gallery.length).toBeGreaterThan(0);
    for (const photo of detail.details.gallery) {
      for (const id of photo.productIds) {
        expect((await get(`/Products/${id}`)).statusCode).toBe(200);
      }
    }
    const slugs = (await get(`/Content/project/slugs/${project.id}`)).json();
    expect(Object.keys(slugs).sort()).toEqual([
      'de-AT',
      'de-DE',
      'en-GB',
      'fr-BE',
      'fr-FR',
      'nl-BE',
      'nl-NL',
    ]);
  });

  it('seeds again without adding or changing anything', async () => {
    const counts = async () => [
      await ctx.database.db.select({ n: count() }).from(contentItems),
      await ctx.database.db.select({ n: count() }).from(contentTranslations),
    ];
    const before = await counts();
    await seedDemoData(ctx.database.db, { files: testFiles });
    expect(await counts()).toEqual(before);
  });
});
