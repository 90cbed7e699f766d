import { searchScopes } from '@shop/site';
import { z } from 'zod';
import { localeSchema } from './siteEnums';

/** The spec's scopes by their values: All is the empty value. */
export const searchScopeValues = Object.values(searchScopes) as ['', 'Product', 'Project', 'Blog'];
export const searchScopeSchema = z.enum(searchScopeValues);
export type SearchScopeValue = z.infer<typeof searchScopeSchema>;

/** GET /Search: words to find, a scope, a page. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  scope: searchScopeSchema.default(''),
  locale: localeSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** The quick search asks for the brand's few; the search page for its page size. */
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Text in runs, the runs that matched the search marked: the page draws the marks. */
export const highlightedSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlighted = z.infer<typeof highlightedSchema>;

export const searchHitKinds = ['product', 'project', 'blog', 'advice'] as const;

export const searchHitSchema = z.object({
  kind: z.enum(searchHitKinds),
  id: z.uuid(),
  slug: z.string(),
  title: highlightedSchema,
  snippet: highlightedSchema,
  /** A file under /Uploads, when the hit has a picture. */
  image: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  scope: searchScopeSchema,
  items: z.array(searchHitSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResponseSchema>;
