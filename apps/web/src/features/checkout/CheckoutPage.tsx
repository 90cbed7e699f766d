import type { Checkout, Customer } from '@shop/contract';
import {
  type Brand,
  countryOfLocale,
  hrefFor,
  type Locale,
  type PrefixMode,
  type VatDisplay,
} from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/features/analytics/TrackEvent';
import { ecommerceParams } from './analytics';
import { CheckoutFlow } from './CheckoutFlow';
import { CheckoutMessages } from './CheckoutMessages';
import { pickupAddressText } from './pickupAddress';

/** The checkout: an explanation when there is nothing to order, else the three steps. */
export async function CheckoutPage({
  checkout,
  customer,
  brand,
  locale,
  mode,
  vat,
}: {
  checkout: Checkout;
  customer: Customer | null;
  brand: Brand;
  locale: Locale;
  mode: PrefixMode;
  vat: VatDisplay;
}) {
  const t = await getTranslations('checkout');
  const href = (page: 'productOverview' | 'cart' | 'checkout') => hrefFor(page, locale, {}, mode);

  if (checkout.cart.lines.length === 0) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-14 text-center">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-4 text-muted">{t('empty')}</p>
        <Link
          href={href('productOverview')}
          className="mt-6 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-text"
        >
          {t('toProducts')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:py-10">
      <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
      <CheckoutMessages locale={locale}>
        <CheckoutFlow
          initial={checkout}
          customer={customer}
          locale={locale}
          country={countryOfLocale(locale)}
          vat={vat}
          pickupAddress={await pickupAddressText(brand)}
          loginHref={hrefFor('login', locale, { query: { next: href('checkout') } }, mode)}
          cartHref={href('cart')}
        />
      </CheckoutMessages>
      <TrackEvent
        event="begin_checkout"
        params={ecommerceParams(checkout.cart.lines, checkout.cart.totals)}
      />
    </section>
  );
}
