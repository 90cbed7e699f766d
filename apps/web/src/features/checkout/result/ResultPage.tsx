import type { PaymentStatusResponse } from '@shop/contract';
import { hrefFor, type Locale, type PrefixMode } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CheckoutMessages } from '../CheckoutMessages';
import { CheckoutResult } from './CheckoutResult';

/** The page the payment provider sends the shopper back to; unknown orders get a way on. */
export async function ResultPage({
  status,
  isCustomer,
  locale,
  mode,
}: {
  status: PaymentStatusResponse | null;
  isCustomer: boolean;
  locale: Locale;
  mode: PrefixMode;
}) {
  const t = await getTranslations('checkout.result');
  const href = (page: 'checkout' | 'productOverview' | 'myAccount' | 'cart') =>
    hrefFor(page, locale, {}, mode);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 md:py-14">
      {status ? (
        <CheckoutMessages locale={locale}>
          <CheckoutResult
            initial={status}
            locale={locale}
            links={{
              checkout: href('checkout'),
              products: href('productOverview'),
              account: isCustomer ? href('myAccount') : null,
            }}
          />
        </CheckoutMessages>
      ) : (
        <div data-testid="payment-outcome" data-status="unknown">
          <h1 className="text-3xl font-bold">{t('unknown.title')}</h1>
          <p className="mt-3">{t('unknown.text')}</p>
          <Link href={href('cart')} className="mt-6 inline-block font-semibold underline">
            {t('toCart')}
          </Link>
        </div>
      )}
    </section>
  );
}
