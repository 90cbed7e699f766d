import { type ContentDetails, contentDetailsSchema } from '@shop/contract';
import { brandIds, getBrand } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, contentTranslations, products } from '../../db/schema';
import { contents } from './contents';
import type { ContentItemSeed } from './schema';

type Lookup = (name: string) => string;

function lookupIn(ids: Map<string, string>, what: string, shopCode: string): Lookup {
  return (name) => {
    const id = ids.get(name);
    if (!id) throw new Error(`Content names ${what} ${shopCode}/${name}, which is not stored`);
    return id;
  };
}

/** The seed's SKUs and keys become ids, and the result must pass the contract's schema. */
function detailsOf(item: ContentItemSeed, productId: Lookup, projectId: Lookup): ContentDetails {
  const { details } = item;
  if (details.kind === 'project') {
    return contentDetailsSchema.parse({
      ...details,
      gallery: details.gallery.map(({ productSkus, ...photo }) => ({
        ...photo,
        productIds: productSkus.map(productId),
      })),
    });
  }
  if (details.kind === 'inspiration') {
    return contentDetailsSchema.parse({
      ...details,
      links: details.links.map((link) =>
        'product' in link
          ? { kind: 'product', productId: productId(link.product) }
          : { kind: 'project', projectId: projectId(link.project) },
      ),
    });
  }
  return contentDetailsSchema.parse(details);
}

async function itemIds(db: Database, shopCode: string, kind: ContentItemSeed['kind']) {
  const rows = await db
    .select({ id: contentItems.id, key: contentItems.key })
    .from(contentItems)
    .where(and(eq(contentItems.shopCode, shopCode), eq(contentItems.kind, kind)));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * The demo blogs, advice, projects, inspiration and job offers. Only what is missing is
 * written, so an editor's change to a seeded item survives every restart.
 */
export async function seedContent(db: Database): Promise<void> {
  const byBrand = contents();
  for (const id of brandIds) {
    const seed = byBrand[id];
    if (!seed) continue;
    const shopCode = getBrand(id).code;
    const productRows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.shopCode, shopCode));
    const productId = lookupIn(new Map(productRows.map((r) => [r.sku, r.id])), 'product', shopCode);
    await db.transaction(async (tx) => {
      // Projects first: inspiration photos link to them.
      const ordered = [...seed.items].sort(
        (a, b) => Number(b.kind === 'project') - Number(a.kind === 'project'),
      );
      for (const item of ordered) {
        const projectId = lookupIn(await itemIds(tx, shopCode, 'project'), 'project', shopCode);
        await tx
          .insert(contentItems)
          .values({
            shopCode,
            kind: item.kind,
            key: item.key,
            status: item.status,
            publishAt: new Date(item.publishAt),
            author: item.author ?? null,
            heroImage: item.heroImage ?? null,
            tags: item.tags,
            relatedProductIds: item.relatedSkus.map(productId),
            details: detailsOf(item, productId, projectId),
          })
          .onConflictDoNothing();
      }
      for (const kind of new Set(seed.items.map((item) => item.kind))) {
        const ids = await itemIds(tx, shopCode, kind);
        const rows = seed.items
          .filter((item) => item.kind === kind)
          .flatMap((item) =>
            Object.entries(item.texts).map(([locale, text]) => ({
              itemId: lookupIn(ids, kind, shopCode)(item.key),
              shopCode,
              kind,
              locale,
              slug: text.slug,
              title: text.title,
              summary: text.summary,
              seoTitle: text.seoTitle ?? text.title,
              seoDescription: text.seoDescription ?? text.summary,
              body: text.body,
            })),
          );
        if (rows.length > 0)
          await tx.insert(contentTranslations).values(rows).onConflictDoNothing();
      }
    });
  }
}
