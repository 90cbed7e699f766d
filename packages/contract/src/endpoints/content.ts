import { z } from 'zod';
import { apiErrorSchema } from '../apiError';
import {
  contentItemSchema,
  contentKindSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentSitemapSchema,
  contentSlugsSchema,
} from '../content/items';
import { endpoint } from '../endpoint';
import { localeSchema } from '../siteEnums';

export const contentEndpoints = {
  // Declared before the kinds' paths: `/Content/sitemap` is not a kind.
  sitemap: endpoint({
    method: 'GET',
    path: '/Content/sitemap',
    operationId: 'getContentSitemap',
    summary: 'Every published item with a page of its own, with its slug in every locale',
    description:
      'Blogs, advice, projects and job offers for the sitemap and its hreflang alternates; ' +
      'inspiration photos have no page of their own and are left out.',
    tags: ['content'],
    access: 'shop',
    responses: { 200: contentSitemapSchema },
  }),

  list: endpoint({
    method: 'GET',
    path: '/Content/:kind',
    operationId: 'listContent',
    summary: 'One page of published blogs, advice, projects, inspiration or job offers',
    description:
      'Newest first, in `locale` (else X-Locale), filtered by tag or product. The page size is ' +
      'the brand’s (inspiration has its own); a page past the last answers 404.',
    tags: ['content'],
    access: 'shop',
    params: z.object({ kind: contentKindSchema }),
    query: contentListQuerySchema,
    responses: { 200: contentListResponseSchema, 404: apiErrorSchema },
  }),

  item: endpoint({
    method: 'GET',
    path: '/Content/:kind/:locale/:slug',
    operationId: 'getContentBySlug',
    summary: 'A published content item by its slug in a locale',
    description:
      'A slug of another locale of the same item answers the item too, with this locale’s slug. ' +
      'Drafts, items scheduled for later and items of other shops answer 404.',
    tags: ['content'],
    access: 'shop',
    // Any text up to a slug's length: an unknown or malformed slug is simply not found.
    params: z.object({
      kind: contentKindSchema,
      locale: localeSchema,
      slug: z.string().min(1).max(140),
    }),
    responses: { 200: contentItemSchema, 404: apiErrorSchema },
  }),

  slugs: endpoint({
    method: 'GET',
    path: '/Content/:kind/slugs/:id',
    operationId: 'getContentSlugs',
    summary: "A published item's slug in every locale where it exists",
    description: 'For the language switch and hreflang alternates; locales without it are absent.',
    tags: ['content'],
    access: 'shop',
    params: z.object({ kind: contentKindSchema, id: z.uuid() }),
    responses: { 200: contentSlugsSchema, 404: apiErrorSchema },
  }),
};
