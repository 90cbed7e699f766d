'use client';

import type { ConfigurationSelection, PanelRules } from '@shop/contract';
import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from './fieldStyles';

type Mounting = NonNullable<ConfigurationSelection['mounting']>;

/** How the panel goes on the wall; a mounting that costs extra says how much in its option. */
export function MountingSelect({
  idPrefix,
  mountings,
  value,
  onChange,
  formatPrice,
}: {
  idPrefix: string;
  mountings: PanelRules['mountings'];
  value: Mounting | undefined;
  onChange: (mounting: Mounting) => void;
  formatPrice: (netCents: number) => string;
}) {
  const t = useTranslations('product.configurator');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-mounting`} className={labelClass}>
        {t('mounting')}
      </label>
      <select
        id={`${idPrefix}-mounting`}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value as Mounting)}
      >
        {mountings.map((mounting) => (
          <option key={mounting.code} value={mounting.code}>
            {t(`mountings.${mounting.code}`)}
            {mounting.priceCents > 0 ? ` (+ ${formatPrice(mounting.priceCents)})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
