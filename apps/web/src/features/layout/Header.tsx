import { hrefFor, type Locale, locales, siteOrigin } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MiniCart } from '@/features/cart/MiniCart';
import { QuickSearch } from '@/features/search/QuickSearch';
import { quickSearchTexts } from '@/features/search/quickSearchTexts';
import { VatToggle } from '@/features/vat/VatToggle';
import { vatDisplay } from '@/features/vat/vatDisplay';
import type { RequestSite } from '@/server/requestSite';
import { AccountEntry } from './AccountEntry';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { isServed, mainNavigation } from './navigation';

export async function Header({ site, locale }: { site: RequestSite; locale: Locale }) {
  const t = await getTranslations('header');
  const { brand, mode } = site;
  const href = (page: Parameters<typeof hrefFor>[0]) => hrefFor(page, locale, {}, mode);
  const nav = mainNavigation(brand);
  const origins = Object.fromEntries(
    locales.map((l) => [l, mode === 'domains' ? siteOrigin(brand, l) : '']),
  ) as Record<Locale, string>;

  const links = nav.map((item) => (
    <li key={item.page}>
      <Link href={href(item.page)} className="block rounded px-3 py-2 hover:bg-black/5">
        {t(`nav.${item.label}`)}
      </Link>
    </li>
  ));

  return (
    <header className="border-b border-black/10 bg-surface">
      <div className="site-header mx-auto flex max-w-[1320px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link href={href('home')} aria-label={`${brand.name} – ${t('home')}`} className="text-xl">
          <BrandLogo brand={brand} />
        </Link>

        <nav aria-label={t('mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>

        {/* Wraps on a phone rather than pushing the first controls off-screen. */}
        <div className="flex w-full flex-wrap items-center justify-end gap-1 whitespace-nowrap sm:ml-auto sm:w-auto sm:gap-2">
          {brand.features.products ? <VatToggle initial={await vatDisplay()} /> : null}
          <LanguageSwitch locale={locale} mode={mode} origins={origins} />
          {brand.features.search.All && isServed('searchOverview') ? (
            <QuickSearch
              locale={locale}
              mode={mode}
              action={href('searchOverview')}
              texts={await quickSearchTexts()}
            />
          ) : null}
          {brand.features.account ? <AccountEntry locale={locale} mode={mode} /> : null}
          {brand.features.products ? <MiniCart locale={locale} mode={mode} /> : null}
        </div>

        <details className="w-full lg:hidden">
          <summary className="cursor-pointer list-none rounded px-2 py-1 text-sm font-semibold">
            ☰ {t('openMenu')}
          </summary>
          <nav aria-label={t('mainNavigation')}>
            <ul className="flex flex-col py-2">{links}</ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
