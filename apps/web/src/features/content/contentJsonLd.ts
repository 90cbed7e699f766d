import type { ContentItem } from '@shop/contract';

type Details<K extends ContentItem['details']['kind']> = Extract<
  ContentItem['details'],
  { kind: K }
>;

/** schema.org BlogPosting of a blog post or advice article. */
export function blogPosting(item: ContentItem, url: string, origin: string, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: item.title,
    description: item.summary,
    url,
    mainEntityOfPage: url,
    datePublished: item.publishedAt,
    inLanguage: item.locale,
    ...(item.heroImage ? { image: [`${origin}/uploads/${item.heroImage}`] } : {}),
    ...(item.author ? { author: { '@type': 'Person', name: item.author } } : {}),
    publisher: { '@type': 'Organization', name: publisher, url: origin },
    keywords: item.tags.join(', '),
  };
}

const employmentTypes = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
} as const;

/** The article's text for the posting's description: Google wants the whole of it. */
export function plainText(item: ContentItem): string {
  const parts = [item.summary];
  for (const block of item.body) {
    if (block.type === 'paragraph') parts.push(block.spans.map((span) => span.text).join(''));
    else if (block.type === 'heading' || block.type === 'quote') parts.push(block.text);
    else if (block.type === 'list') parts.push(block.items.map((entry) => `• ${entry}`).join('\n'));
    else if (block.type === 'fieldList') {
      parts.push(block.entries.map((entry) => `${entry.name}: ${entry.value}`).join('\n'));
    }
  }
  return parts.join('\n\n');
}

/**
 * schema.org JobPosting with the fields Google requires (title, description, datePosted,
 * hiringOrganization, jobLocation) and those it recommends where known (validThrough,
 * employmentType, baseSalary). The group hires in the Netherlands.
 */
export function jobPosting(
  item: ContentItem & { details: Details<'job-offer'> },
  url: string,
  origin: string,
  hiringOrganization: string,
) {
  const job = item.details;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: item.title,
    description: plainText(item),
    url,
    datePosted: item.publishedAt,
    ...(job.closingDate ? { validThrough: `${job.closingDate}T23:59:59+01:00` } : {}),
    employmentType: employmentTypes[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: hiringOrganization, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.place, addressCountry: 'NL' },
    },
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.minCents / 100,
              maxValue: job.salary.maxCents / 100,
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  };
}
