'use client';

import type { ShippingOption } from '@shop/contract';
import type { DeliveryType, Locale, VatDisplay } from '@shop/site';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { shownPrice, type VatRate } from '@/features/vat/shownPrice';
import { formatDay } from '../dates';

/** One delivery type as a radio card: what it is, when it arrives, what it costs, or why not. */
export function DeliveryOption({
  option,
  checked,
  onChoose,
  vatRate,
  locale,
  vat,
}: {
  option: ShippingOption;
  checked: boolean;
  onChoose: (type: DeliveryType) => void;
  vatRate: VatRate;
  locale: Locale;
  vat: VatDisplay;
}) {
  const t = useTranslations('checkout.delivery');
  const id = useId();
  const type = option.deliveryType;
  const date = formatDay(option.promisedDate, locale);
  return (
    <label
      htmlFor={id}
      data-testid={`delivery-${type}`}
      className="flex cursor-pointer items-start gap-3 rounded-[var(--brand-radius)] border border-black/20 p-4 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-60"
    >
      <input
        id={id}
        type="radio"
        name="deliveryType"
        value={type}
        checked={checked}
        disabled={!option.available}
        onChange={() => onChoose(type)}
        aria-describedby={`${id}-info`}
        className="mt-1 size-4 shrink-0"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t(`types.${type}`)}</span>
        <span id={`${id}-info`} className="block text-sm">
          <span className="block text-muted">{t(`descriptions.${type}`)}</span>
          {option.available ? (
            <span className="mt-1 block font-medium" data-testid="promised-date">
              {t(type === 'Pickup' ? 'readyOn' : 'promisedOn', { date })}
            </span>
          ) : (
            <span className="mt-1 block font-medium text-red-700">
              {t(`unavailable.${option.reason ?? 'notOfferedByShop'}`)}
            </span>
          )}
        </span>
      </span>
      {option.available ? (
        <span className="shrink-0 font-semibold">
          {option.costNetCents === 0
            ? t('free')
            : shownPrice(option.costNetCents, vatRate, vat, locale)}
        </span>
      ) : null}
    </label>
  );
}
