import type { ContentItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { blogPosting, jobPosting, plainText } from './contentJsonLd';

const base: ContentItem = {
  id: '6f1c2b8e-2f0a-4c8e-9a55-1d6f7a0c1b11',
  kind: 'job-offer',
  locale: 'nl-NL',
  slug: 'productiemedewerker',
  title: 'Productiemedewerker vilt',
  summary: 'Je snijdt en verpakt vilten panelen.',
  author: null,
  heroImage: null,
  tags: ['jobs'],
  publishedAt: '2026-09-01T08:00:00.000Z',
  details: {
    kind: 'job-offer',
    place: 'Tilburg',
    hoursPerWeek: { min: 32, max: 40 },
    employmentType: 'full-time',
    salary: { minCents: 280_000, maxCents: 340_000 },
    closingDate: '2027-01-31',
  },
  seoTitle: 'Productiemedewerker',
  seoDescription: 'Werk bij ons',
  relatedProductIds: [],
  body: [
    { type: 'heading', level: 2, text: 'Wat je doet' },
    { type: 'list', style: 'unordered', items: ['Snijden', 'Verpakken'] },
    { type: 'paragraph', spans: [{ text: 'Solliciteer ' }, { text: 'vandaag', bold: true }] },
  ],
  slugs: { 'nl-NL': 'productiemedewerker' },
  references: { products: [], projects: [] },
};

describe('structured data', () => {
  it('gives a job offer every field Google requires, and salary and closing date', () => {
    const job = jobPosting(
      base as ContentItem & { details: Extract<ContentItem['details'], { kind: 'job-offer' }> },
      'https://www.easyfelt.nl/vacature/productiemedewerker',
      'https://www.easyfelt.nl',
      'easy felt',
    );
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      title: 'Productiemedewerker vilt',
      datePosted: '2026-09-01T08:00:00.000Z',
      validThrough: '2027-01-31T23:59:59+01:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'easy felt', sameAs: 'https://www.easyfelt.nl' },
      jobLocation: { address: { addressLocality: 'Tilburg', addressCountry: 'NL' } },
      baseSalary: { currency: 'EUR', value: { minValue: 2800, maxValue: 3400, unitText: 'MONTH' } },
    });
    expect(job.description).toBe(plainText(base));
  });

  it('reads a body as plain text: summary, headings, list items and spans joined', () => {
    expect(plainText(base)).toBe(
      'Je snijdt en verpakt vilten panelen.\n\nWat je doet\n\n• Snijden\n• Verpakken\n\nSolliciteer vandaag',
    );
  });

  it('names the author and picture of a post only where it has them', () => {
    const post = blogPosting(
      {
        ...base,
        kind: 'blog',
        details: { kind: 'blog' },
        author: 'Sanne de Vries',
        heroImage: 'catalogue/a.webp',
      },
      'https://x/blogs/a',
      'https://x',
      'easy felt',
    );
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      author: { '@type': 'Person', name: 'Sanne de Vries' },
      image: ['https://x/uploads/catalogue/a.webp'],
    });
    const bare = blogPosting({ ...base, kind: 'blog', details: { kind: 'blog' } }, 'u', 'o', 'b');
    expect(bare).not.toHaveProperty('author');
    expect(bare).not.toHaveProperty('image');
  });
});
