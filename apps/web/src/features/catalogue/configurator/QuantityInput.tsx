'use client';

import type { ConfigurationRules } from '@shop/contract';
import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from './fieldStyles';

/** How many, kept between 1 and 999, with the quantity discounts written below. */
export function QuantityInput({
  idPrefix,
  value,
  tiers,
  onChange,
}: {
  idPrefix: string;
  value: number;
  tiers: ConfigurationRules['quantityTiers'];
  onChange: (quantity: number) => void;
}) {
  const t = useTranslations('product.configurator');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-quantity`} className={labelClass}>
        {t('quantity')}
      </label>
      <input
        id={`${idPrefix}-quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={999}
        value={value || ''}
        onChange={(e) => onChange(Math.min(999, Math.max(1, Number(e.target.value) || 1)))}
        className={`${inputClass} max-w-32`}
      />
      {tiers.length > 0 ? (
        <p className="text-xs text-muted">
          {tiers
            .map((tier) => t('tier', { quantity: tier.minQuantity, discount: tier.discountPct }))
            .join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
