import {
  ApiError,
  type ContentBlock,
  type ContentDetails,
  type ContentItem,
  type ContentKind,
  type ContentList,
  type ContentReferences,
  type ContentSitemap,
  type ContentSummary,
  type DraftContentBlock,
  type ProjectLink,
} from '@shop/contract';
import { type Brand, fieldList, type Locale, languageOfLocale, locales } from '@shop/site';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type ContentItemRow,
  type ContentTranslationRow,
  contentItems,
  contentTranslations,
} from '../../db/schema';
import { productSummaries } from '../products/service';

/**
 * Published means: status published, or scheduled with its time come. Read against the
 * database's clock on every request, so a scheduled item appears by itself.
 */
export const isPublished = or(
  eq(contentItems.status, 'published'),
  and(eq(contentItems.status, 'scheduled'), sql`${contentItems.publishAt} <= now()`),
) as SQL;

/**
 * The locales whose texts a locale reads, best first: its own, then the first locale of its
 * language (nl-BE reads nl-NL's texts until an editor writes its own).
 */
export function textLocales(locale: Locale): Locale[] {
  const first = locales.find((l) => languageOfLocale(l) === languageOfLocale(locale)) ?? locale;
  return first === locale ? [locale] : [locale, first];
}

function pick(rows: ContentTranslationRow[], locale: Locale): ContentTranslationRow | undefined {
  for (const source of textLocales(locale)) {
    const row = rows.find((r) => r.locale === source);
    if (row) return row;
  }
  return undefined;
}

function hasTextIn(locale: Locale) {
  return sql`exists (select 1 from ${contentTranslations} where ${contentTranslations.itemId} = ${contentItems.id} and ${inArray(contentTranslations.locale, textLocales(locale))})`;
}

/** Items naming a product: related products, a project gallery's, an inspiration photo's. */
function namesProduct(productId: string) {
  const p = sql`jsonb_build_object('p', ${productId}::text)`;
  return or(
    sql`${contentItems.relatedProductIds} @> ARRAY[${productId}]::uuid[]`,
    sql`jsonb_path_exists(${contentItems.details}, '$.gallery[*].productIds[*] ? (@ == $p)', ${p})`,
    sql`jsonb_path_exists(${contentItems.details}, '$.links[*].productId ? (@ == $p)', ${p})`,
  );
}

function summaryOf(
  item: ContentItemRow,
  text: ContentTranslationRow,
  locale: Locale,
): ContentSummary {
  return {
    id: item.id,
    kind: item.kind,
    locale,
    slug: text.slug,
    title: text.title,
    summary: text.summary,
    author: item.author,
    heroImage: item.heroImage,
    tags: item.tags,
    publishedAt: item.publishAt.toISOString(),
    details: item.details,
  };
}

/** The field-list rule: entries missing a name, value or type are dropped; type is text. */
function servedBlock(block: DraftContentBlock): ContentBlock {
  return block.type === 'fieldList' ? { ...block, entries: fieldList(block.entries) } : block;
}

/** The products and projects an item's details name: its gallery's, its photo's links. */
function namedIn(details: ContentDetails): { productIds: string[]; projectIds: string[] } {
  if (details.kind === 'project') {
    return { productIds: details.gallery.flatMap((photo) => photo.productIds), projectIds: [] };
  }
  if (details.kind === 'inspiration') {
    return {
      productIds: details.links.flatMap((link) =>
        link.kind === 'product' ? [link.productId] : [],
      ),
      projectIds: details.links.flatMap((link) =>
        link.kind === 'project' ? [link.projectId] : [],
      ),
    };
  }
  return { productIds: [], projectIds: [] };
}

/** Published projects among `ids` with their slug and title in the locale. */
async function projectLinks(
  db: Database,
  brand: Brand,
  locale: Locale,
  ids: string[],
): Promise<ProjectLink[]> {
  if (ids.length === 0) return [];
  const items = await db
    .select()
    .from(contentItems)
    .where(
      and(
        inArray(contentItems.id, [...new Set(ids)]),
        eq(contentItems.shopCode, brand.code),
        eq(contentItems.kind, 'project'),
        isPublished,
      ),
    );
  const texts = await textsOf(
    db,
    items.map((item) => item.id),
    locale,
  );
  return items.flatMap((item) => {
    const text = pick(texts.get(item.id) ?? [], locale);
    return text
      ? [{ id: item.id, slug: text.slug, title: text.title, heroImage: item.heroImage }]
      : [];
  });
}

async function referencesOf(
  db: Database,
  brand: Brand,
  locale: Locale,
  named: { productIds: string[]; projectIds: string[] }[],
): Promise<ContentReferences> {
  const [products, projects] = await Promise.all([
    productSummaries(
      db,
      brand,
      locale,
      named.flatMap((n) => n.productIds),
    ),
    projectLinks(
      db,
      brand,
      locale,
      named.flatMap((n) => n.projectIds),
    ),
  ]);
  return { products, projects };
}

export function pageSizeOf(brand: Brand, kind: ContentKind): number {
  return kind === 'inspiration' ? brand.pageSizes.inspirationItems : brand.pageSizes.archiveItems;
}

export interface ContentListInput {
  tag?: string;
  product?: string;
  page: number;
}

/** One page of a kind's published items in a locale, newest first; past the last page 404. */
export async function listContent(
  db: Database,
  brand: Brand,
  kind: ContentKind,
  locale: Locale,
  input: ContentListInput,
): Promise<ContentList> {
  const pageSize = pageSizeOf(brand, kind);
  const where = and(
    eq(contentItems.shopCode, brand.code),
    eq(contentItems.kind, kind),
    isPublished,
    hasTextIn(locale),
    input.tag ? sql`${contentItems.tags} @> ARRAY[${input.tag}]::text[]` : undefined,
    input.product ? namesProduct(input.product) : undefined,
  );
  const [[counted], items] = await Promise.all([
    db.select({ total: count() }).from(contentItems).where(where),
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.publishAt), desc(contentItems.id))
      .limit(pageSize)
      .offset((input.page - 1) * pageSize),
  ]);
  const total = counted?.total ?? 0;
  const pageCount = Math.ceil(total / pageSize);
  // An empty archive still has its first page; any other page must hold items.
  if (input.page > Math.max(pageCount, 1)) throw ApiError.notFound('No such page');
  const texts = await textsOf(
    db,
    items.map((item) => item.id),
    locale,
  );
  return {
    items: items.flatMap((item) => {
      const text = pick(texts.get(item.id) ?? [], locale);
      return text ? [summaryOf(item, text, locale)] : [];
    }),
    page: input.page,
    pageSize,
    total,
    pageCount,
    references: await referencesOf(
      db,
      brand,
      locale,
      items.map((item) => namedIn(item.details)),
    ),
  };
}

async function textsOf(db: Database, itemIds: string[], locale: Locale) {
  const byItem = new Map<string, ContentTranslationRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        inArray(contentTranslations.itemId, itemIds),
        inArray(contentTranslations.locale, textLocales(locale)),
      ),
    );
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  return byItem;
}

/**
 * A published item by its slug, answered in the locale asked. A slug of another locale finds
 * the item too (a shared link, the language switch), and the answer carries this locale's slug.
 */
export async function getContentBySlug(
  db: Database,
  brand: Brand,
  kind: ContentKind,
  locale: Locale,
  slug: string,
): Promise<ContentItem> {
  const matches = await db
    .select({ itemId: contentTranslations.itemId, locale: contentTranslations.locale })
    .from(contentTranslations)
    .innerJoin(contentItems, eq(contentItems.id, contentTranslations.itemId))
    .where(
      and(
        eq(contentTranslations.shopCode, brand.code),
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.slug, slug),
        isPublished,
      ),
    );
  const language = languageOfLocale(locale);
  const match =
    matches.find((m) => m.locale === locale) ??
    matches.find((m) => textLocales(locale).includes(m.locale as Locale)) ??
    matches.find((m) => languageOfLocale(m.locale as Locale) === language) ??
    matches[0];
  if (!match) throw ApiError.notFound('Content not found');
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, match.itemId));
  const text = pick((await textsOf(db, [match.itemId], locale)).get(match.itemId) ?? [], locale);
  // The item exists, but not in this locale's language.
  if (!item || !text) throw ApiError.notFound('Content not found in this locale');
  const body = text.body.map(servedBlock);
  const cards = body.flatMap((block) => (block.type === 'productCard' ? [block.productId] : []));
  const named = namedIn(item.details);
  const [slugs, references] = await Promise.all([
    contentSlugs(db, brand, kind, item.id),
    referencesOf(db, brand, locale, [
      named,
      { productIds: [...item.relatedProductIds, ...cards], projectIds: [] },
    ]),
  ]);
  return {
    ...summaryOf(item, text, locale),
    seoTitle: text.seoTitle,
    seoDescription: text.seoDescription,
    relatedProductIds: item.relatedProductIds,
    body,
    slugs,
    references,
  };
}

/** The slug of each locale, read from its own texts or the ones it borrows. */
function slugsByLocale(rows: { locale: string; slug: string }[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const text = textLocales(locale)
        .map((source) => rows.find((row) => row.locale === source))
        .find((row) => row !== undefined);
      return text ? [[locale, text.slug]] : [];
    }),
  );
}

/** Every published item with a page of its own, with its slugs: the sitemap's content. */
export async function contentSitemap(db: Database, brand: Brand): Promise<ContentSitemap> {
  const rows = await db
    .select({
      id: contentItems.id,
      kind: contentItems.kind,
      publishAt: contentItems.publishAt,
      locale: contentTranslations.locale,
      slug: contentTranslations.slug,
    })
    .from(contentItems)
    .innerJoin(contentTranslations, eq(contentTranslations.itemId, contentItems.id))
    .where(
      and(
        eq(contentItems.shopCode, brand.code),
        sql`${contentItems.kind} <> 'inspiration'`,
        isPublished,
      ),
    )
    .orderBy(desc(contentItems.publishAt), contentItems.id);
  const byItem = new Map<string, typeof rows>();
  for (const row of rows) byItem.set(row.id, [...(byItem.get(row.id) ?? []), row]);
  return {
    items: [...byItem.values()].flatMap(([first, ...more]) =>
      first
        ? [
            {
              kind: first.kind,
              id: first.id,
              publishedAt: first.publishAt.toISOString(),
              slugs: slugsByLocale([first, ...more]),
            },
          ]
        : [],
    ),
  };
}

/** A published item's slug in every locale that has its texts, own or borrowed. */
export async function contentSlugs(
  db: Database,
  brand: Brand,
  kind: ContentKind,
  id: string,
): Promise<Partial<Record<Locale, string>>> {
  const rows = await db
    .select({ locale: contentTranslations.locale, slug: contentTranslations.slug })
    .from(contentTranslations)
    .innerJoin(contentItems, eq(contentItems.id, contentTranslations.itemId))
    .where(
      and(
        eq(contentItems.id, id),
        eq(contentItems.shopCode, brand.code),
        eq(contentItems.kind, kind),
        isPublished,
      ),
    );
  if (rows.length === 0) throw ApiError.notFound('Content not found');
  return slugsByLocale(rows);
}
