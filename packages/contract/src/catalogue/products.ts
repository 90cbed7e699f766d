import { z } from 'zod';
import { localeSchema } from '../siteEnums';
import { configurationRulesSchema } from './rules';

const cents = z.number().int().nonnegative();

export const productKindSchema = z.enum(['panel', 'photoprint', 'standard']);

export const categorySummarySchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  productCount: z.number().int().nonnegative(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const productSummarySchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  kind: productKindSchema,
  brandLabel: z.string(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  image: z.string(),
  priceFromCents: cents,
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /Products: one page of the archive, filtered by category and/or brand line. */
export const productListQuerySchema = z.object({
  locale: localeSchema.optional(),
  category: z.string().max(140).optional(),
  brand: z.string().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const productListResponseSchema = z.object({
  items: z.array(productSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The filters of the archive: categories and brand lines, with counts. */
  filters: z.object({
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    brands: z.array(z.object({ value: z.string(), count: z.number().int() })),
  }),
});
export type ProductList = z.infer<typeof productListResponseSchema>;

/** GET /Products/{id}/slugs: the product's slug in every locale, for the language switch. */
export const productSlugsSchema = z.partialRecord(localeSchema, z.string());

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
  configuration: configurationRulesSchema.nullable(),
  locale: localeSchema,
  /** Its slug in every locale: the language switch and hreflang need no second call. */
  slugs: productSlugsSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categoryListResponseSchema = z.object({ items: z.array(categorySummarySchema) });

export const shopRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  best: z.literal(5),
});
