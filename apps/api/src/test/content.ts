import type { ContentDetails, ContentKind, ContentStatus, DraftContentBlock } from '@shop/contract';
import type { Locale } from '@shop/site';
import type { Database } from '../db/client';
import { contentItems, contentTranslations } from '../db/schema';

export interface ContentFixture {
  shopCode: string;
  kind: ContentKind;
  key: string;
  status?: ContentStatus;
  publishAt?: Date;
  tags?: string[];
  relatedProductIds?: string[];
  details?: ContentDetails;
  /** Slugs by locale; titles are derived from them. */
  slugs: Partial<Record<Locale, string>>;
  body?: DraftContentBlock[];
}

/** Details that satisfy each kind's schema, for tests that are not about them. */
export function detailsOf(kind: ContentKind): ContentDetails {
  switch (kind) {
    case 'project':
      return { kind, client: 'Studio Noord', place: 'Utrecht', year: 2025, gallery: [] };
    case 'inspiration':
      return { kind, image: 'catalogue/ef-fl-wall-1.webp', caption: 'Felt in a hall', links: [] };
    case 'job-offer':
      return {
        kind,
        place: 'Tilburg',
        hoursPerWeek: { min: 32, max: 40 },
        employmentType: 'full-time',
      };
    default:
      return { kind };
  }
}

/**
 * Writes a content item straight into its tables: the API only reads content, so there is no
 * public call to arrange it through.
 */
export async function insertContent(db: Database, fixture: ContentFixture): Promise<string> {
  const [item] = await db
    .insert(contentItems)
    .values({
      shopCode: fixture.shopCode,
      kind: fixture.kind,
      key: fixture.key,
      status: fixture.status ?? 'published',
      publishAt: fixture.publishAt ?? new Date(Date.now() - 86_400_000),
      tags: fixture.tags ?? [],
      relatedProductIds: fixture.relatedProductIds ?? [],
      details: fixture.details ?? detailsOf(fixture.kind),
    })
    .returning({ id: contentItems.id });
  if (!item) throw new Error('content item not stored');
  await db.insert(contentTranslations).values(
    Object.entries(fixture.slugs).map(([locale, slug]) => ({
      itemId: item.id,
      shopCode: fixture.shopCode,
      kind: fixture.kind,
      locale,
      slug,
      title: `Title ${slug}`,
      summary: `Summary ${slug}`,
      seoTitle: `SEO ${slug}`,
      seoDescription: `About ${slug}`,
      body: fixture.body ?? [{ type: 'paragraph', spans: [{ text: `Body of ${slug}` }] }],
    })),
  );
  return item.id;
}
