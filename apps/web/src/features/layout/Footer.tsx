import { chatLink, hrefFor, type Locale } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { RequestSite } from '@/server/requestSite';
import { BrandLogo } from './BrandLogo';
import { footerNavigation, isServed } from './navigation';

export async function Footer({ site, locale }: { site: RequestSite; locale: Locale }) {
  const t = await getTranslations('footer');
  const nav = await getTranslations('header.nav');
  const { brand, mode } = site;
  const href = (page: Parameters<typeof hrefFor>[0]) => hrefFor(page, locale, {}, mode);

  return (
    <footer className="mt-auto border-t border-black/10 bg-ink text-white">
      <div className="mx-auto grid max-w-[1320px] gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {brand.features.footerLogo ? (
            <div data-testid="footer-logo" className="mb-3 text-lg">
              <BrandLogo brand={brand} />
            </div>
          ) : null}
          {brand.id !== 'earendel-group' ? (
            <p className="text-sm opacity-80">{t('groupNote', { brand: brand.name })}</p>
          ) : null}
        </div>
        <div>
          <h2 className="mb-2 font-semibold">{t('contactHeading')}</h2>
          <p className="text-sm">
            {t('phoneLabel')}:{' '}
            <a className="underline" href={`tel:${brand.phone.replace(/[^+\d]/g, '')}`}>
              {brand.phone}
            </a>
          </p>
          <p className="text-sm opacity-80">{t('openingHours')}</p>
          <a
            className="mt-2 inline-block text-sm underline"
            href={chatLink(brand.phone)}
            rel="noopener"
          >
            {t('chatWithUs')}
          </a>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="mb-2 font-semibold">
            {t('explore')}
          </h2>
          <ul className="space-y-1 text-sm">
            {footerNavigation(brand).map((item) => (
              <li key={item.page}>
                <Link className="hover:underline" href={href(item.page)}>
                  {nav(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {isServed('newsletter') ? (
          <div>
            <h2 className="mb-2 font-semibold">{t('newsletterHeading')}</h2>
            <p className="mb-2 text-sm opacity-80">{t('newsletterText')}</p>
            <Link
              href={href('newsletter')}
              className="inline-block rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-text"
            >
              {t('newsletterCta')}
            </Link>
          </div>
        ) : null}
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-xs opacity-80">
        {t('rights', { year: new Date().getFullYear(), brand: brand.name })}
      </p>
    </footer>
  );
}
