import { contentBlockSchema, draftContentBlockSchema } from '@shop/contract';
import { brandIds, getBrand, locales } from '@shop/site';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, contentTranslations } from '../../db/schema';
import { contents } from '../../seed/content/contents';
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
  it('accept every brand’s demo content file', () => {
    expect(Object.keys(contents()).sort()).toEqual([...brandIds].sort());
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
    ['a span of spaces alone', { type: 'paragraph', spans: [{ text: '  ' }] }],
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

  it('keep the spaces between a paragraph’s spans', () => {
    const block = {
      type: 'paragraph',
      spans: [{ text: 'Dat heet het ' }, { text: 'Lombard-effect', bold: true }, { text: ': ...' }],
    };
    const parsed = draftContentBlockSchema.parse(block);
    expect(parsed.type === 'paragraph' && parsed.spans.map((s) => s.text).join('')).toBe(
      'Dat heet het Lombard-effect: ...',
    );
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

describe('demo content', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, shop: string, locale = 'nl-NL') =>
    ctx.app.inject({ method: 'GET', url, headers: { 'x-shop-id': shop, 'x-locale': locale } });

  const minimum = { blog: 12, advice: 6, project: 8, inspiration: 24, 'job-offer': 4 } as const;

  describe.each(brandIds)('%s', (id) => {
    const brand = getBrand(id);

    it('publishes every kind in the four languages, enough for page 2 of every archive', async () => {
      for (const [kind, least] of Object.entries(minimum)) {
        const list = (await get(`/Content/${kind}`, brand.code)).json();
        expect(list.total, kind).toBeGreaterThanOrEqual(least);
        if (kind !== 'advice' && kind !== 'job-offer')
          expect(list.pageCount, kind).toBeGreaterThanOrEqual(2);
        for (const locale of locales) {
          const other = (await get(`/Content/${kind}`, brand.code, locale)).json();
          expect(other.total, `${kind} ${locale}`).toBe(list.total);
        }
      }
    });

    it('keeps its draft and its post scheduled for later out of the blog', async () => {
      const seeded = contents()[id]?.items.filter((item) => item.kind === 'blog') ?? [];
      const hidden = seeded.filter(
        (item) => item.status === 'draft' || new Date(item.publishAt) > new Date(),
      );
      expect(hidden.length).toBeGreaterThanOrEqual(2);
      const { total } = (await get('/Content/blog', brand.code)).json();
      expect(total).toBe(seeded.length - hidden.length);
    });

    it('pictures every item with a stored image, drawn where the brand has no catalogue', async () => {
      const { items } = (await get('/Content/project', brand.code, 'en-GB')).json();
      for (const item of items) {
        expect(item.heroImage).toMatch(/^(catalogue|content)\/[a-z0-9-]+\.webp$/);
        expect(await testFiles.exists(item.heroImage)).toBe(true);
        if (!brand.features.products) expect(item.heroImage).toMatch(/^content\//);
        const served = await get(`/Uploads/${item.heroImage}`, brand.code);
        expect(served.statusCode, item.heroImage).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        for (const photo of item.details.gallery)
          expect(await testFiles.exists(photo.image)).toBe(true);
      }
    });

    it('names only products and projects that are served', async () => {
      const { items } = (await get('/Content/project', brand.code, 'en-GB')).json();
      const [project] = items;
      const detail = (
        await get(`/Content/project/en-GB/${project.slug}`, brand.code, 'en-GB')
      ).json();
      const named = new Set([
        ...detail.relatedProductIds,
        ...detail.details.gallery.flatMap((photo: { productIds: string[] }) => photo.productIds),
      ]);
      expect(detail.references.products.map((p: { id: string }) => p.id).sort()).toEqual(
        [...named].sort(),
      );
      if (!brand.features.products) expect(named.size).toBe(0);
      expect(Object.keys(detail.slugs).sort()).toEqual([...locales].sort());
    });
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
