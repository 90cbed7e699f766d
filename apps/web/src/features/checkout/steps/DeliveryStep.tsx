'use client';

import type { Checkout } from '@shop/contract';
import { type DeliveryType, type Locale, type VatDisplay, vatRates } from '@shop/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { trackEvent } from '@/features/analytics/tracking';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
import { useErrorText } from '@/features/form/useErrorText';
import { useTRPC } from '@/trpc/TrpcProvider';
import { ecommerceParams } from '../analytics';
import { DeliveryOption } from './DeliveryOption';
import { useSteps } from './StepsContext';

/** The warehouse's cut-off time (hours:minutes) in the locale's notation, e.g. 15:00. */
function clockTime(cutOff: { hours: number; minutes: number }, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, cutOff.hours, cutOff.minutes));
}

/** Step 2: how the order comes to the shopper, with what it costs and when. */
export function DeliveryStep({
  checkout,
  locale,
  vat,
  pickupAddress,
}: {
  checkout: Checkout;
  locale: Locale;
  vat: VatDisplay;
  pickupAddress: string;
}) {
  const t = useTranslations('checkout.delivery');
  const global = useTranslations('global');
  const errors = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { next } = useSteps();
  const options = useQuery(trpc.order.shippingOptions.queryOptions());
  const [choice, setChoice] = useState<DeliveryType | null>(checkout.deliveryType);
  const available = options.data?.options.filter((option) => option.available) ?? [];
  // A choice that is no longer available (the address changed) falls back to the first one.
  const selected = available.some((option) => option.deliveryType === choice)
    ? choice
    : (available[0]?.deliveryType ?? null);
  const save = useMutation(
    trpc.order.setShipping.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.order.checkout.queryKey(), saved);
        trackEvent('add_shipping_info', {
          ...ecommerceParams(saved.cart.lines, saved.totals),
          shipping_tier: saved.deliveryType,
        });
        next();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) save.mutate({ deliveryType: selected });
  };

  if (options.error) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{errors.api(options.error)}</FormAlert>
        <button type="button" onClick={() => options.refetch()} className="underline">
          {global('retry')}
        </button>
      </div>
    );
  }
  if (!options.data) return <p aria-busy>{t('loading')}</p>;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {save.error ? <FormAlert tone="error">{errors.api(save.error)}</FormAlert> : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('legend')}</legend>
        {options.data.options.map((option) => (
          <DeliveryOption
            key={option.deliveryType}
            option={option}
            checked={option.deliveryType === selected}
            onChoose={setChoice}
            // Goods sent out carry the destination's VAT; collecting is free anyway.
            vatRate={{
              vatRatePct: vatRates[options.data.country],
              reverseCharge: checkout.totals.reverseCharge,
            }}
            locale={locale}
            vat={vat}
          />
        ))}
      </fieldset>
      {selected === 'Pickup' ? (
        <FormAlert tone="info">
          <p data-testid="pickup-note">{t('pickupNote', { address: pickupAddress })}</p>
        </FormAlert>
      ) : null}
      {available.length === 0 ? <FormAlert tone="error">{t('noneAvailable')}</FormAlert> : null}
      <p className="text-sm text-muted">
        {t('cutOff', { time: clockTime(options.data.cutOff, locale) })}
      </p>
      {selected ? (
        <div>
          <SubmitButton pending={save.isPending} pendingLabel={t('saving')}>
            {t('submit')}
          </SubmitButton>
        </div>
      ) : null}
    </form>
  );
}
