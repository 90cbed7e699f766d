import {
  ApiError,
  type SearchQuery,
  type SearchResult,
  type SearchScopeValue,
  searchHitKinds,
} from '@shop/contract';
import { type Brand, type Locale, languageOfLocale } from '@shop/site';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { contentItems, contentTranslations, products, productTranslations } from '../../db/schema';
import { isPublished, textLocales } from '../content/service';
import { highlighted, markStart, markStop, prefixQuery } from './highlight';

type HitKind = (typeof searchHitKinds)[number];

/** What each scope finds; Blog finds the articles, advice included. */
const kindsOf: Record<SearchScopeValue, readonly HitKind[]> = {
  '': searchHitKinds,
  Product: ['product'],
  Project: ['project'],
  Blog: ['blog', 'advice'],
};

/** The brand's switch for a scope: All is the empty value. */
function scopeSwitch(scope: SearchScopeValue) {
  return scope === '' ? 'All' : scope;
}

const hitRow = z.object({
  kind: z.enum(searchHitKinds),
  id: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  title_marked: z.string(),
  snippet_marked: z.string(),
  total: z.coerce.number(),
});

const headline = `StartSel=${markStart}, StopSel=${markStop}`;
const titleOptions = `${headline}, HighlightAll=true`;
const snippetOptions = `${headline}, MaxWords=28, MinWords=12, MaxFragments=1`;

/**
 * Products, projects, blog posts and advice that match, best first: full text in the locale's
 * language with accents ignored (the migration's indexed search_document), or a title that
 * looks like the words (trigrams: "akoestik" finds "akoestiek").
 */
export async function search(
  db: Database,
  brand: Brand,
  locale: Locale,
  input: SearchQuery,
): Promise<SearchResult> {
  if (!brand.features.search[scopeSwitch(input.scope)]) {
    throw new ApiError(404, 'FEATURE_DISABLED', `${brand.name} has no search in this scope`);
  }
  const pageSize = input.pageSize ?? brand.pageSizes.searchItems;
  const empty = { query: input.q, scope: input.scope, page: input.page, pageSize };
  const tsquery = prefixQuery(input.q);
  if (!tsquery) {
    if (input.page > 1) throw ApiError.notFound('No such page');
    return { ...empty, items: [], total: 0, pageCount: 0 };
  }
  const kinds = kindsOf[input.scope].filter(
    (kind) => kind !== 'product' || brand.features.products,
  );
  const contentKinds = kinds.filter((kind) => kind !== 'product');
  const language = languageOfLocale(locale);
  const sources = textLocales(locale);

  const productHits = kinds.includes('product')
    ? sql`SELECT 'product' AS kind, ${products.id}::text AS id, ${productTranslations.slug} AS slug,
        ${products.images} ->> 0 AS image, ${productTranslations.name} AS title,
        ${productTranslations.summary} || ' ' || ${productTranslations.description} AS body,
        ts_rank_cd(search_document(${productTranslations.language}, ${productTranslations.name},
          ${productTranslations.summary}, ${productTranslations.description}), q.tsq)
          + word_similarity(q.raw, search_unaccent(${productTranslations.name})) AS rank
      FROM ${products}
      JOIN ${productTranslations} ON ${productTranslations.productId} = ${products.id}
        AND ${productTranslations.language} = ${language}, q
      WHERE ${products.shopCode} = ${brand.code}
        AND (search_document(${productTranslations.language}, ${productTranslations.name},
          ${productTranslations.summary}, ${productTranslations.description}) @@ q.tsq
          OR q.raw <% search_unaccent(${productTranslations.name}))`
    : undefined;

  // A locale reads its language's first locale where it has no texts of its own: one hit per
  // item, its own texts first.
  const contentHits =
    contentKinds.length > 0
      ? sql`SELECT * FROM (SELECT DISTINCT ON (${contentItems.id}) ${contentItems.kind}::text AS kind,
          ${contentItems.id}::text AS id, ${contentTranslations.slug} AS slug,
          ${contentItems.heroImage} AS image, ${contentTranslations.title} AS title,
          ${contentTranslations.summary} || ' ' || search_body_text(${contentTranslations.body}) AS body,
          ts_rank_cd(search_document(${contentTranslations.locale}, ${contentTranslations.title},
            ${contentTranslations.summary}, search_body_text(${contentTranslations.body})), q.tsq)
            + word_similarity(q.raw, search_unaccent(${contentTranslations.title})) AS rank
        FROM ${contentTranslations}
        JOIN ${contentItems} ON ${contentItems.id} = ${contentTranslations.itemId}, q
        WHERE ${contentTranslations.shopCode} = ${brand.code}
          AND ${contentTranslations.kind}::text IN (${sql.join(
            contentKinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          AND ${contentTranslations.locale} IN (${sql.join(
            sources.map((source) => sql`${source}`),
            sql`, `,
          )})
          AND ${isPublished}
          AND (search_document(${contentTranslations.locale}, ${contentTranslations.title},
            ${contentTranslations.summary}, search_body_text(${contentTranslations.body})) @@ q.tsq
            OR q.raw <% search_unaccent(${contentTranslations.title}))
        ORDER BY ${contentItems.id}, (${contentTranslations.locale} = ${locale}) DESC) AS content`
      : undefined;

  const union = [productHits, contentHits].filter((part) => part !== undefined);
  if (union.length === 0) return { ...empty, items: [], total: 0, pageCount: 0 };

  const rows = await queryRows(
    db,
    sql`WITH q AS (
        SELECT to_tsquery(search_config(${language}), search_unaccent(${tsquery})) AS tsq,
          search_unaccent(${input.q}) AS raw
      ), hits AS (${sql.join(union, sql` UNION ALL `)})
      SELECT hits.kind, hits.id, hits.slug, hits.image, count(*) OVER () AS total,
        ts_headline(search_config(${language}), hits.title, q.tsq, ${titleOptions}) AS title_marked,
        ts_headline(search_config(${language}), hits.body, q.tsq, ${snippetOptions}) AS snippet_marked
      FROM hits, q
      ORDER BY hits.rank DESC, hits.id
      LIMIT ${pageSize} OFFSET ${(input.page - 1) * pageSize}`,
    hitRow,
  );
  const total = rows[0]?.total ?? 0;
  // Past the last page the window has no rows to count: ask whether any page exists at all.
  if (rows.length === 0 && input.page > 1) throw ApiError.notFound('No such page');
  return {
    ...empty,
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      slug: row.slug,
      image: row.image,
      title: highlighted(row.title_marked),
      snippet: highlighted(row.snippet_marked),
    })),
    total,
    pageCount: Math.ceil(total / pageSize),
  };
}
