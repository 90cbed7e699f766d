import { hrefFor, type Locale, type PageName } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { RequestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';

const usps = ['madeToMeasure', 'delivery', 'advice'] as const;

export async function HomePage({ site, locale }: { site: RequestSite; locale: Locale }) {
  const t = await getTranslations('homepage');
  const { brand, mode } = site;
  const shop = await (await serverTrpc()).shop.info({ locale });
  const ctaPage: PageName = brand.features.products ? 'productOverview' : 'projectOverview';
  const sections: { page: PageName; label: 'products' | 'projects' | 'inspiration' | 'blogs' }[] = [
    ...(brand.features.products
      ? [{ page: 'productOverview' as const, label: 'products' as const }]
      : []),
    { page: 'projectOverview', label: 'projects' },
    { page: 'inspirationOverview', label: 'inspiration' },
    { page: 'blogOverview', label: 'blogs' },
  ];

  return (
    <>
      <section className="bg-primary text-primary-text">
        <div className="mx-auto max-w-[1320px] px-4 py-14 md:py-20">
          <h1 className="max-w-3xl text-3xl font-bold md:text-5xl">
            {shop.home?.heroTitle ?? brand.name}
          </h1>
          {shop.home ? <p className="mt-4 max-w-2xl text-lg">{shop.home.heroText}</p> : null}
          <Link
            href={hrefFor(ctaPage, locale, {}, mode)}
            className="mt-8 inline-block rounded-full bg-surface px-6 py-3 font-semibold text-ink"
          >
            {t(`brands.${brand.id}.cta`)}
          </Link>
        </div>
      </section>

      <section aria-label={t('sections.discoverTitle')} className="container-grid py-10">
        {usps.map((usp) => (
          <div key={usp} className="col-span-12 mb-6 md:col-span-4">
            <h2 className="text-lg font-semibold">{t(`usps.${usp}.title`)}</h2>
            <p className="mt-1 text-muted">{t(`usps.${usp}.text`)}</p>
          </div>
        ))}
      </section>

      <section className="mx-auto w-full max-w-[1320px] px-4 pb-14">
        <h2 className="mb-4 text-2xl font-bold">{t('sections.discoverTitle')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map((section) => (
            <li key={section.page}>
              <Link
                href={hrefFor(section.page, locale, {}, mode)}
                className="block rounded-[var(--brand-radius)] border border-black/10 p-6 font-semibold hover:border-primary"
              >
                {t(`sections.${section.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
