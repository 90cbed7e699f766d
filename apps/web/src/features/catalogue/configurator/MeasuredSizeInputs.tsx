'use client';

import type { PanelRules } from '@shop/contract';
import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from './fieldStyles';

type SizeField = 'widthMm' | 'heightMm';

/** Width and height of a made-to-measure panel, each with its range or the API's objection. */
export function MeasuredSizeInputs({
  idPrefix,
  rules,
  size,
  onChange,
  errorOf,
}: {
  idPrefix: string;
  rules: Pick<PanelRules, 'width' | 'height'>;
  size: Record<SizeField, number>;
  onChange: (patch: Partial<Record<SizeField, number>>) => void;
  errorOf: (field: SizeField) => string | undefined;
}) {
  const t = useTranslations('product.configurator');
  return (
    <div className="grid grid-cols-2 gap-4">
      {(['widthMm', 'heightMm'] as const).map((field) => {
        const range = field === 'widthMm' ? rules.width : rules.height;
        const error = errorOf(field);
        return (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-${field}`} className={labelClass}>
              {t(field === 'widthMm' ? 'width' : 'height')}
            </label>
            <input
              id={`${idPrefix}-${field}`}
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={range.step}
              value={size[field] || ''}
              onChange={(e) => onChange({ [field]: Number(e.target.value) || 0 })}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${idPrefix}-${field}-hint`}
              className={inputClass}
            />
            <p
              id={`${idPrefix}-${field}-hint`}
              className={error ? 'text-sm text-red-700' : 'text-xs text-muted'}
              role={error ? 'alert' : undefined}
            >
              {error ?? t('rangeHint', { min: range.min, max: range.max })}
            </p>
          </div>
        );
      })}
    </div>
  );
}
