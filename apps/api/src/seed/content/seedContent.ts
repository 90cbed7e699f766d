import { type ContentDetails, contentDetailsSchema } from '@shop/contract';
import { brandIds, getBrand } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, contentTranslations, products } from '../../db/schema';
import type { FileStore } from '../../modules/uploads/store/fileStore';
import { generateImages, type ImageJob } from '../catalogue/images';
import { type ResolvedImages, resolveImages } from './contentImages';
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

/** The seed's SKUs, keys and drawings become ids and files; the result must pass the contract. */
function detailsOf(
  item: ContentItemSeed,
  images: ResolvedImages,
  productId: Lookup,
  projectId: Lookup,
): ContentDetails {
  const { details } = item;
  if (details.kind === 'project') {
    return contentDetailsSchema.parse({
      ...details,
      gallery: details.gallery.map(({ productSkus, ...photo }, i) => ({
        ...photo,
        image: images.photos[i],
        productIds: productSkus.map(productId),
      })),
    });
  }
  if (details.kind === 'inspiration') {
    return contentDetailsSchema.parse({
      ...details,
      image: images.photos[0],
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

async function productLookup(db: Database, shopCode: string): Promise<Lookup> {
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.shopCode, shopCode));
  return lookupIn(new Map(rows.map((r) => [r.sku, r.id])), 'product', shopCode);
}

/**
 * The demo blogs, advice, projects, inspiration and job offers, with their drawn pictures. Only
 * what is missing is written, so an editor's change to a seeded item survives every restart.
 */
export async function seedContent(db: Database, options: { files: FileStore }): Promise<void> {
  const byBrand = contents();
  const jobs: ImageJob[] = [];
  for (const id of brandIds) {
    const seed = byBrand[id];
    if (!seed) continue;
    const shopCode = getBrand(id).code;
    const productId = await productLookup(db, shopCode);
    const images = new Map(seed.items.map((item) => [item, resolveImages(shopCode, item)]));
    for (const resolved of images.values()) jobs.push(...resolved.jobs);
    const itemRow = (item: ContentItemSeed, projectId: Lookup) => {
      const resolved = images.get(item) as ResolvedImages;
      return {
        shopCode,
        kind: item.kind,
        key: item.key,
        status: item.status,
        publishAt: new Date(item.publishAt),
        author: item.author ?? null,
        heroImage: resolved.heroImage ?? null,
        tags: item.tags,
        relatedProductIds: item.relatedSkus.map(productId),
        details: detailsOf(item, resolved, productId, projectId),
      };
    };
    await db.transaction(async (tx) => {
      // Projects first, in one statement per kind: inspiration photos link to projects.
      const projects = seed.items.filter((item) => item.kind === 'project');
      const others = seed.items.filter((item) => item.kind !== 'project');
      const noProjects = lookupIn(new Map(), 'project', shopCode);
      if (projects.length > 0) {
        await tx
          .insert(contentItems)
          .values(projects.map((item) => itemRow(item, noProjects)))
          .onConflictDoNothing();
      }
      const projectId = lookupIn(await itemIds(tx, shopCode, 'project'), 'project', shopCode);
      if (others.length > 0) {
        await tx
          .insert(contentItems)
          .values(others.map((item) => itemRow(item, projectId)))
          .onConflictDoNothing();
      }
      for (const kind of new Set(seed.items.map((item) => item.kind))) {
        const ids = lookupIn(await itemIds(tx, shopCode, kind), kind, shopCode);
        const rows = seed.items
          .filter((item) => item.kind === kind)
          .flatMap((item) =>
            Object.entries(item.texts).map(([locale, text]) => ({
              itemId: ids(item.key),
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
  await generateImages(jobs, options.files);
}
