import { formatDate } from '@shop/site';
import { getFormatter, getTranslations } from 'next-intl/server';
import { SlugAlternates } from '@/features/layout/SlugAlternates';
import { Breadcrumbs } from '@/features/seo/Breadcrumbs';
import { JsonLd } from '@/features/seo/JsonLd';
import { ContentBody } from './ContentBody';
import { ContentMeta } from './ContentMeta';
import { detailCrumbs } from './contentCrumbs';
import { jobPosting } from './contentJsonLd';
import type { ItemPageProps } from './contentPages';

/** A job offer: the facts at a glance, the role, and its JobPosting for search engines. */
export async function JobOfferPage({ site, locale, item }: ItemPageProps) {
  const job = item.details;
  if (job.kind !== 'job-offer') throw new Error('not a job offer');
  const [t, format] = await Promise.all([getTranslations('jobOffers'), getFormatter()]);
  const crumbs = await detailCrumbs(site, locale, 'job-offer', item);
  const url = crumbs[crumbs.length - 1]?.url ?? site.origin;
  const euros = (cents: number) =>
    format.number(cents / 100, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const facts = [
    { label: t('place'), value: job.place },
    {
      label: t('hours'),
      value:
        job.hoursPerWeek.min === job.hoursPerWeek.max
          ? t('hoursExact', { hours: job.hoursPerWeek.min })
          : t('hoursRange', { min: job.hoursPerWeek.min, max: job.hoursPerWeek.max }),
    },
    { label: t('employmentType'), value: t(`employmentTypes.${job.employmentType}`) },
    ...(job.salary
      ? [
          {
            label: t('salary'),
            value: t('salaryRange', {
              min: euros(job.salary.minCents),
              max: euros(job.salary.maxCents),
            }),
          },
        ]
      : []),
    ...(job.closingDate
      ? [
          {
            label: t('closingDate'),
            value: formatDate(new Date(`${job.closingDate}T12:00:00Z`), locale),
          },
        ]
      : []),
  ];
  return (
    <article className="mx-auto w-full max-w-[1100px] px-4 py-8">
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <header className="mb-6 flex flex-col gap-3">
            <h1 className="text-3xl font-bold md:text-4xl">{item.title}</h1>
            <ContentMeta publishedAt={item.publishedAt} locale={locale} />
            <p className="text-xl text-muted">{item.summary}</p>
          </header>
          <ContentBody
            blocks={item.body}
            locale={locale}
            mode={site.mode}
            products={item.references.products}
          />
        </div>
        <aside className="self-start rounded-[var(--brand-radius)] bg-primary/10 p-5 lg:sticky lg:top-4">
          <h2 className="mb-3 text-lg font-semibold">{t('factsTitle')}</h2>
          <dl className="flex flex-col gap-3" data-testid="job-facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      <SlugAlternates
        page="jobOfferDetail"
        slugs={item.slugs}
        mode={site.mode}
        missing="jobOfferOverview"
      />
      <JsonLd data={jobPosting({ ...item, details: job }, url, site.origin, site.brand.name)} />
    </article>
  );
}
