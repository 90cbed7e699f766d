'use client';

import type { PaymentStatusResponse } from '@shop/contract';
import type { Locale } from '@shop/site';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatDay } from '../dates';
import type { ResultLinks } from './CheckoutResult';
import type { Outcome } from './outcome';

const buttonClass =
  'inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-text';
const linkClass = 'inline-block px-2 py-3 font-semibold underline';

/** What each outcome tells the shopper, and where they can go from there. */
export function OutcomeMessage({
  status,
  outcome,
  timedOut,
  locale,
  links,
}: {
  status: PaymentStatusResponse;
  outcome: Outcome;
  timedOut: boolean;
  locale: Locale;
  links: ResultLinks;
}) {
  const t = useTranslations('checkout.result');
  const key = outcome === 'processing' && timedOut ? 'timeout' : outcome;
  const tone = { paid: 'border-green-700', processing: 'border-black/20' }[
    outcome as 'paid' | 'processing'
  ];
  return (
    <div
      data-testid="payment-outcome"
      data-status={outcome}
      data-final={status.final}
      role="status"
      aria-live="polite"
      className={`rounded-[var(--brand-radius)] border-l-4 bg-black/[0.03] p-5 md:p-8 ${tone ?? 'border-red-700'}`}
    >
      <h1 className="text-2xl font-bold md:text-3xl">{t(`${key}.title`)}</h1>
      {status.orderNumber ? (
        <p className="mt-3">
          {t.rich('orderNumber', {
            number: status.orderNumber,
            strong: (chunks) => (
              <strong data-testid="order-number" className="font-semibold">
                {chunks}
              </strong>
            ),
          })}
        </p>
      ) : null}
      <p className="mt-3">{t(`${key}.text`)}</p>
      {outcome === 'paid' && status.promisedDate ? (
        <p className="mt-2" data-testid="promised-date">
          {t(status.deliveryType === 'Pickup' ? 'readyOn' : 'promisedOn', {
            date: formatDay(status.promisedDate, locale),
          })}
        </p>
      ) : null}
      {outcome === 'paid' && status.email ? (
        <p className="mt-2" data-testid="confirmation-mail">
          {t('mailSent', { email: status.email })}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {outcome === 'paid' || outcome === 'processing' ? (
          <>
            {links.account ? (
              <Link href={links.account} className={buttonClass}>
                {t('toAccount')}
              </Link>
            ) : null}
            <Link href={links.products} className={links.account ? linkClass : buttonClass}>
              {t('continueShopping')}
            </Link>
          </>
        ) : (
          <>
            <Link href={links.checkout} className={buttonClass}>
              {t('retry')}
            </Link>
            <Link href={links.products} className={linkClass}>
              {t('continueShopping')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
