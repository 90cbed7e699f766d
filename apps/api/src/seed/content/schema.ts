import {
  contentKindSchema,
  contentSlugSchema,
  contentStatuses,
  draftContentBodySchema,
  employmentTypes,
  fileKeySchema,
} from '@shop/contract';
import { z } from 'zod';
import { artworkSchema } from '../catalogue/schema';

/**
 * A demo content file: items with their texts per locale. Products are named by SKU and
 * projects by key, since ids only exist once the catalogue is stored; the seed resolves them
 * and then checks every item against the contract's own schemas.
 */

const text = z.string().trim().min(1);

/**
 * A picture: a stored file (a catalogue image), or an artwork the seed draws into `content/`
 * when the file is missing, for brands without a catalogue of their own.
 */
export const imageSeedSchema = z.union([fileKeySchema, z.strictObject({ art: artworkSchema })]);
export type ImageSeed = z.infer<typeof imageSeedSchema>;

export const contentTextSeedSchema = z.object({
  slug: contentSlugSchema,
  title: text.max(200),
  summary: text.max(500),
  seoTitle: text.max(70).optional(),
  seoDescription: text.max(170).optional(),
  body: draftContentBodySchema.min(1),
});

const detailsSeedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('blog') }),
  z.object({ kind: z.literal('advice') }),
  z.object({
    kind: z.literal('project'),
    client: text,
    place: text,
    year: z.number().int(),
    gallery: z
      .array(
        z.object({
          image: imageSeedSchema,
          caption: z.string().optional(),
          productSkus: z.array(z.string()).default([]),
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('inspiration'),
    image: imageSeedSchema,
    caption: z.string(),
    links: z.array(z.union([z.object({ product: z.string() }), z.object({ project: z.string() })])),
  }),
  z.object({
    kind: z.literal('job-offer'),
    place: text,
    hoursPerWeek: z.object({ min: z.number().int(), max: z.number().int() }),
    employmentType: z.enum(employmentTypes),
    salary: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).optional(),
    closingDate: z.iso.date().optional(),
  }),
]);

export const contentItemSeedSchema = z
  .object({
    kind: contentKindSchema,
    key: z.string().regex(/^[a-z0-9-]+$/),
    status: z.enum(contentStatuses).default('published'),
    publishAt: z.iso.datetime({ offset: true }),
    author: text.optional(),
    heroImage: imageSeedSchema.optional(),
    tags: z.array(z.string().min(1).max(60)).default([]),
    relatedSkus: z.array(z.string()).default([]),
    details: detailsSeedSchema,
    /** The four languages' texts; the regional locales read them (nl-BE reads nl-NL's). */
    texts: z.object({
      'nl-NL': contentTextSeedSchema,
      'en-GB': contentTextSeedSchema,
      'de-DE': contentTextSeedSchema,
      'fr-BE': contentTextSeedSchema,
    }),
  })
  .refine((item) => item.details.kind === item.kind, {
    message: 'details.kind must be the item’s kind',
    path: ['details', 'kind'],
  });

export const contentSeedSchema = z
  .object({ items: z.array(contentItemSeedSchema) })
  .superRefine(({ items }, issues) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const id = `${item.kind}/${item.key}`;
      if (seen.has(id))
        issues.addIssue({ code: 'custom', message: `${id} twice`, path: ['items', i, 'key'] });
      seen.add(id);
    });
  });

export type ContentSeed = z.infer<typeof contentSeedSchema>;
export type ContentItemSeed = z.infer<typeof contentItemSeedSchema>;
