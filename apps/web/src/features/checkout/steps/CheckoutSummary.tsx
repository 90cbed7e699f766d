'use client';

import type { Checkout } from '@shop/contract';
import type { Locale } from '@shop/site';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AddressLines } from '../AddressLines';
import { formatDay } from '../dates';
import { useSteps } from './StepsContext';

function Block({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  const t = useTranslations('checkout.summary');
  const { goTo } = useSteps();
  return (
    <div className="rounded-[var(--brand-radius)] border border-black/10 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <button type="button" onClick={() => goTo(step)} className="text-sm underline">
          {t('change')}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      <div className="mt-1 text-sm [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}

/** The choices of steps 1 and 2 before paying, each with a way back to change it. */
export function CheckoutSummary({
  checkout,
  locale,
  pickupAddress,
}: {
  checkout: Checkout;
  locale: Locale;
  pickupAddress: string;
}) {
  const t = useTranslations('checkout.summary');
  const types = useTranslations('checkout.delivery.types');
  const { details, deliveryType, shipping } = checkout;
  if (!details || !deliveryType) return null;
  const pickup = deliveryType === 'Pickup';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Block title={t('invoiceTo')} step={0}>
        <p>
          {details.companyName ? (
            <>
              {details.companyName} · {details.vatNumber}
              <br />
            </>
          ) : null}
          {details.firstName} {details.lastName}
          <br />
          {details.email}
        </p>
        <address className="mt-1 not-italic">
          <AddressLines address={details.invoiceAddress} />
        </address>
      </Block>
      <Block title={pickup ? t('pickupAt') : t('deliverTo')} step={1}>
        <p className="font-semibold">{types(deliveryType)}</p>
        {pickup ? (
          <p>{pickupAddress}</p>
        ) : (
          <address className="not-italic">
            <AddressLines address={details.deliveryAddress ?? details.invoiceAddress} />
          </address>
        )}
        {shipping ? (
          <p className="mt-1">
            {t(pickup ? 'readyOn' : 'promisedOn', {
              date: formatDay(shipping.promisedDate, locale),
            })}
          </p>
        ) : null}
      </Block>
    </div>
  );
}
