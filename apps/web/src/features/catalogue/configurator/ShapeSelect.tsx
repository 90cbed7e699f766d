'use client';

import type { ConfigurationSelection, PanelRules } from '@shop/contract';
import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from './fieldStyles';

type Shape = NonNullable<ConfigurationSelection['shape']>;

/** The panel's outline: rectangle, rounded, circle, hexagon, as the product offers them. */
export function ShapeSelect({
  idPrefix,
  shapes,
  value,
  onChange,
}: {
  idPrefix: string;
  shapes: PanelRules['shapes'];
  value: Shape | undefined;
  onChange: (shape: Shape) => void;
}) {
  const t = useTranslations('product.configurator');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-shape`} className={labelClass}>
        {t('shape')}
      </label>
      <select
        id={`${idPrefix}-shape`}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value as Shape)}
      >
        {shapes.map((shape) => (
          <option key={shape.code} value={shape.code}>
            {t(`shapes.${shape.code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
