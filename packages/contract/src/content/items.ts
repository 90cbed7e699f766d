import { z } from 'zod';
import { productSummarySchema } from '../catalogue/products';
import { localeSchema } from '../siteEnums';
import { contentBodySchema, fileKeySchema } from './blocks';

/** The kinds of editorial content a shop publishes, as they appear in API paths. */
export const contentKinds = ['blog', 'advice', 'project', 'inspiration', 'job-offer'] as const;
export const contentKindSchema = z.enum(contentKinds);
export type ContentKind = z.infer<typeof contentKindSchema>;

export const contentStatuses = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** A content slug as storefront paths carry it. */
export const contentSlugSchema = z
  .string()
  .max(140)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens');

const shortText = z.string().trim().min(1).max(200);
const isoDate = z.iso.date();

export const galleryPhotoSchema = z.object({
  image: fileKeySchema,
  caption: z.string().trim().max(500).optional(),
  productIds: z.array(z.uuid()).max(20).default([]),
});

/** What an inspiration photo links to: a product of the shop or one of its projects. */
export const inspirationLinkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), productId: z.uuid() }),
  z.object({ kind: z.literal('project'), projectId: z.uuid() }),
]);

export const employmentTypes = ['full-time', 'part-time', 'internship', 'freelance'] as const;

/** The fields of each content kind beyond the common ones, with the kind as discriminator. */
export const contentDetailsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('blog') }),
  z.object({ kind: z.literal('advice') }),
  z.object({
    kind: z.literal('project'),
    client: shortText,
    place: shortText,
    year: z.number().int().min(1900).max(2200),
    gallery: z.array(galleryPhotoSchema).max(60),
  }),
  z.object({
    kind: z.literal('inspiration'),
    image: fileKeySchema,
    caption: z.string().trim().max(500),
    links: z.array(inspirationLinkSchema).max(10),
  }),
  z
    .object({
      kind: z.literal('job-offer'),
      place: shortText,
      hoursPerWeek: z.object({
        min: z.number().int().min(1).max(60),
        max: z.number().int().min(1).max(60),
      }),
      employmentType: z.enum(employmentTypes),
      /** Gross monthly salary in euro cents; absent when not published. */
      salary: z
        .object({ minCents: z.number().int().min(0), maxCents: z.number().int().min(0) })
        .refine((s) => s.minCents <= s.maxCents, 'The minimum is above the maximum')
        .optional(),
      closingDate: isoDate.optional(),
    })
    .refine((job) => job.hoursPerWeek.min <= job.hoursPerWeek.max, {
      message: 'The minimum is above the maximum',
      path: ['hoursPerWeek'],
    }),
]);
export type ContentDetails = z.infer<typeof contentDetailsSchema>;

/** An item in a list: everything but the body and SEO texts, in one locale. */
export const contentSummarySchema = z.object({
  id: z.uuid(),
  kind: contentKindSchema,
  locale: localeSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string().nullable(),
  /** A file under /Uploads, e.g. catalogue/ef-fl-wall-1.webp. */
  heroImage: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: z.iso.datetime({ offset: true }),
  details: contentDetailsSchema,
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** The item's slug in every locale where it exists, for the language switch and hreflang. */
export const contentSlugsSchema = z.partialRecord(localeSchema, z.string());

/** A project as another item links to it: an inspiration photo's "see the project". */
export const projectLinkSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  heroImage: z.string().nullable(),
});
export type ProjectLink = z.infer<typeof projectLinkSchema>;

/**
 * What the items of an answer name, resolved in its locale, so a page draws its product cards
 * and project links without a call per reference. Products the shop no longer sells are absent.
 */
export const contentReferencesSchema = z.object({
  products: z.array(productSummarySchema),
  projects: z.array(projectLinkSchema),
});
export type ContentReferences = z.infer<typeof contentReferencesSchema>;

export const contentItemSchema = contentSummarySchema.extend({
  seoTitle: z.string(),
  seoDescription: z.string(),
  relatedProductIds: z.array(z.uuid()),
  body: contentBodySchema,
  slugs: contentSlugsSchema,
  references: contentReferencesSchema,
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** GET /Content/{kind}: one page of a kind's archive. */
export const contentListQuerySchema = z.object({
  locale: localeSchema.optional(),
  tag: z.string().trim().min(1).max(60).optional(),
  /** Items that name this product (related products, a gallery's or a photo's products). */
  product: z.uuid().optional(),
  // Page 1 has no parameter on the storefront; a page past the last is a 404.
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const contentListResponseSchema = z.object({
  items: z.array(contentSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  references: contentReferencesSchema,
});
export type ContentList = z.infer<typeof contentListResponseSchema>;

/** GET /Content/sitemap: every published item with a page of its own, in every locale. */
export const contentSitemapSchema = z.object({
  items: z.array(
    z.object({
      kind: contentKindSchema,
      id: z.uuid(),
      publishedAt: z.iso.datetime({ offset: true }),
      slugs: contentSlugsSchema,
    }),
  ),
});
export type ContentSitemap = z.infer<typeof contentSitemapSchema>;
