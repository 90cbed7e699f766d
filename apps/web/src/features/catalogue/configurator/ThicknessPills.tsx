'use client';

import type { ConfigurationRules } from '@shop/contract';
import { useTranslations } from 'next-intl';
import { labelClass } from './fieldStyles';

/** The thicknesses as a row of pill-shaped radio buttons. */
export function ThicknessPills({
  idPrefix,
  thicknesses,
  value,
  onChange,
}: {
  idPrefix: string;
  thicknesses: ConfigurationRules['thicknesses'];
  value: number;
  onChange: (thicknessMm: number) => void;
}) {
  const t = useTranslations('product.configurator');
  return (
    <fieldset>
      <legend className={labelClass}>{t('thickness')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {thicknesses.map((thickness) => (
          <label
            key={thickness.mm}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-black/15 px-3 py-1.5 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-text"
          >
            <input
              type="radio"
              name={`${idPrefix}-thickness`}
              className="sr-only"
              checked={value === thickness.mm}
              onChange={() => onChange(thickness.mm)}
            />
            {thickness.mm} mm
          </label>
        ))}
      </div>
    </fieldset>
  );
}
