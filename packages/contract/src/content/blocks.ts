import { contentTypes, type VideoHost, videoHosts, videoThumbnail } from '@shop/site';
import { z } from 'zod';

/**
 * A content body is a list of structured blocks, never HTML: the storefront renders each block
 * with its own component, so no stored markup reaches a page and every link is checked here.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** A stored file, as the file store names it (`catalogue/ef-fl-wall-1.webp`). */
export const fileKeySchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+(?:\/[a-z0-9][a-z0-9._-]*)+$/, 'A file key: folder/name, lower case');

/** A link target: a path on the shop's own site, or an http(s) address. */
export const linkHrefSchema = z
  .string()
  .max(2000)
  .refine(
    // "//host" is another site, and "javascript:" would run in the shop's page.
    (href) => (href.startsWith('/') && !href.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(href),
    'A path starting with / or an http(s) address',
  );

/**
 * A run of text inside a paragraph, marked bold, italic or as a link. Not trimmed: the spaces
 * at its edges are the ones between it and its neighbours ("the " + bold "Lombard effect").
 */
export const textSpanSchema = z.object({
  text: z
    .string()
    .max(5000)
    .refine((span) => span.trim().length > 0, 'Text, not only spaces'),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: linkHrefSchema.optional(),
});
export type TextSpan = z.infer<typeof textSpanSchema>;

/** The spec's field-list entry as an editor may leave it: incomplete entries are dropped. */
export const draftFieldListEntrySchema = z.object({
  name: z.string().max(200).optional(),
  value: z.string().max(2000).optional(),
  type: z.string().max(40).optional(),
});

/** A field-list entry as it is served: all three parts present, type `text` by default. */
export const fieldListEntrySchema = z.object({
  name: text(200),
  value: text(2000),
  type: text(40),
});
export type FieldListEntry = z.infer<typeof fieldListEntrySchema>;

/**
 * The block kinds, with the field list's entries as the caller gives them: loose where editors
 * write (the rule drops incomplete ones when read), complete where the API answers.
 */
function blockSchemaWith<Entry extends z.ZodType>(entry: Entry) {
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), spans: z.array(textSpanSchema).min(1).max(100) }),
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3)]),
      text: text(200),
    }),
    z.object({
      type: z.literal('list'),
      style: z.enum(['ordered', 'unordered']),
      items: z.array(text(1000)).min(1).max(100),
    }),
    z.object({ type: z.literal('quote'), text: text(2000), cite: text(200).optional() }),
    z.object({
      type: z.literal('image'),
      file: fileKeySchema,
      alt: z.string().trim().max(300),
      caption: text(500).optional(),
    }),
    z
      .object({ type: z.literal('video'), host: z.enum(videoHosts), id: z.string().max(64) })
      // The site derives the thumbnail from host and id; an id it refuses is no video.
      .refine((video) => thumbnailOf(video.host, video.id) !== undefined, {
        message: 'Not a video id of this host',
        path: ['id'],
      }),
    z.object({ type: z.literal('productCard'), productId: z.uuid() }),
    z
      .object({
        type: z.literal('callToAction'),
        // The spec's content types: a Text is copy alone, a Link leads somewhere.
        kind: z.enum(contentTypes),
        text: text(300),
        href: linkHrefSchema.optional(),
      })
      .refine((cta) => (cta.kind === 'Link') === (cta.href !== undefined), {
        message: 'A Link needs an href; a Text has none',
        path: ['href'],
      }),
    z.object({
      type: z.literal('fieldList'),
      title: text(200).optional(),
      entries: z.array(entry).max(100),
    }),
  ]);
}

function thumbnailOf(host: VideoHost, id: string): string | undefined {
  try {
    return videoThumbnail(host, id);
  } catch {
    return undefined;
  }
}

/** A block as editors and seed files write it. */
export const draftContentBlockSchema = blockSchemaWith(draftFieldListEntrySchema);
export type DraftContentBlock = z.infer<typeof draftContentBlockSchema>;

/** A block as the API serves it. */
export const contentBlockSchema = blockSchemaWith(fieldListEntrySchema);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const draftContentBodySchema = z.array(draftContentBlockSchema).max(500);
export const contentBodySchema = z.array(contentBlockSchema);
