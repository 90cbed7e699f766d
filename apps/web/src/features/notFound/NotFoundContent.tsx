import { hrefFor, type Locale } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { RequestSite } from '@/server/requestSite';

export async function NotFoundContent({ site, locale }: { site: RequestSite; locale: Locale }) {
  const t = await getTranslations('notFound');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      {/* On the brand colour with its readable text colour: a light primary (dbc's orange)
          is too faint as text on white. */}
      <p
        className="inline-block rounded-[var(--brand-radius)] bg-primary px-4 py-1 text-6xl font-bold text-primary-text"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={hrefFor('home', locale, {}, site.mode)}
          className="rounded-full bg-primary px-5 py-2.5 font-semibold text-primary-text"
        >
          {t('backHome')}
        </Link>
        <Link
          href={hrefFor('contact', locale, {}, site.mode)}
          className="rounded-full border border-black/20 px-5 py-2.5 font-semibold"
        >
          {t('contactUs')}
        </Link>
      </div>
    </section>
  );
}
