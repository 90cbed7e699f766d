'use client';

import type { PhotoprintRules } from '@shop/contract';
import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from './fieldStyles';

type Size = { widthMm: number; heightMm: number };

const keyOf = (size: Size) => `${size.widthMm}x${size.heightMm}`;

/** The fixed sizes a photo print comes in. */
export function PrintSizeSelect({
  idPrefix,
  sizes,
  size,
  onChange,
}: {
  idPrefix: string;
  sizes: PhotoprintRules['sizes'];
  size: Size;
  onChange: (size: Size) => void;
}) {
  const t = useTranslations('product.configurator');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-size`} className={labelClass}>
        {t('size')}
      </label>
      <select
        id={`${idPrefix}-size`}
        className={inputClass}
        value={keyOf(size)}
        onChange={(e) => {
          const [w, h] = e.target.value.split('x').map(Number);
          onChange({ widthMm: w ?? 0, heightMm: h ?? 0 });
        }}
      >
        {sizes.map((option) => (
          <option key={keyOf(option)} value={keyOf(option)}>
            {option.widthMm} × {option.heightMm} mm
          </option>
        ))}
      </select>
    </div>
  );
}
