'use client';

import type { PanelRules } from '@shop/contract';
import { useTranslations } from 'next-intl';
import { labelClass } from './fieldStyles';

/**
 * The colours as round swatches. A colour the chosen thickness does not come in stays visible
 * but disabled, with its reason in the title.
 */
export function ColourSwatches({
  idPrefix,
  colours,
  thicknessMm,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  colours: PanelRules['colours'];
  thicknessMm: number;
  value: string | undefined;
  onChange: (colour: string) => void;
  error: string | undefined;
}) {
  const t = useTranslations('product.configurator');
  const colourName = useTranslations('product.colours');
  // Colours added to a product before their translation show their code.
  const nameOf = (code: string) => (colourName.has(code) ? colourName(code) : code);
  return (
    <fieldset>
      <legend className={labelClass}>
        {t('colour')}
        {value ? `: ${nameOf(value)}` : ''}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {colours.map((colour) => {
          const available = !colour.thicknesses || colour.thicknesses.includes(thicknessMm);
          const name = nameOf(colour.code);
          return (
            <label
              key={colour.code}
              title={available ? name : t('colourUnavailable', { colour: name })}
              className="relative cursor-pointer rounded-full border-2 border-transparent p-0.5 has-checked:border-ink has-disabled:cursor-not-allowed has-disabled:opacity-30"
            >
              <input
                type="radio"
                name={`${idPrefix}-colour`}
                className="sr-only"
                value={colour.code}
                disabled={!available}
                checked={value === colour.code}
                onChange={() => onChange(colour.code)}
                aria-label={name}
              />
              <span
                className="block h-8 w-8 rounded-full border border-black/20"
                style={{ background: colour.hex }}
              />
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
