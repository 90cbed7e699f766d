'use client';

import type { ConfigurationRules, ConfigurationSelection } from '@shop/contract';
import { type Country, formatMoney, grossOf, type Locale, type VatDisplay } from '@shop/site';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AddToCart } from '@/features/cart/AddToCart';
import { useErrorText } from '@/features/form/useErrorText';
import { PhotoStep } from './PhotoStep';
import { usePrice } from './usePrice';

interface Props {
  productId: string;
  productName: string;
  sku: string;
  rules: ConfigurationRules;
  locale: Locale;
  country: Country;
  vat: VatDisplay;
}

function initialSelection(rules: ConfigurationRules): ConfigurationSelection {
  if (rules.kind === 'photoprint') {
    const size = rules.sizes[0];
    return {
      widthMm: size?.widthMm ?? 0,
      heightMm: size?.heightMm ?? 0,
      thicknessMm: rules.thicknesses[0]?.mm ?? 0,
      quantity: 1,
    };
  }
  const snap = (value: number, range: { min: number; max: number; step: number }) =>
    Math.min(
      range.max,
      Math.max(range.min, range.min + Math.round((value - range.min) / range.step) * range.step),
    );
  const thickness = rules.thicknesses[0]?.mm ?? 0;
  return {
    widthMm: snap(1200, rules.width),
    heightMm: snap(600, rules.height),
    thicknessMm: thickness,
    colour: rules.colours.find((c) => !c.thicknesses || c.thicknesses.includes(thickness))?.code,
    shape: rules.shapes[0]?.code,
    mounting: rules.mountings[0]?.code,
    quantity: 1,
  };
}

export function Configurator({ productId, productName, sku, rules, locale, country, vat }: Props) {
  const t = useTranslations('product.configurator');
  const colourName = useTranslations('product.colours');
  const productT = useTranslations('product');
  const errors = useErrorText();
  const id = useId();
  const [selection, setSelection] = useState(() => initialSelection(rules));
  const { result, stale } = usePrice(productId, selection);
  const set = (patch: Partial<ConfigurationSelection>) => setSelection((s) => ({ ...s, ...patch }));
  const money = (net: number) => formatMoney(vat === 'incl' ? grossOf(net, country) : net, locale);
  const fieldErrors = result && !result.ok ? result.errors : [];
  const errorOf = (field: string) => {
    const error = fieldErrors.find((e) => e.field === field);
    return error ? errors.field(error.key, error.values) : undefined;
  };
  const label = 'text-sm font-semibold';
  const input = 'w-full rounded-[var(--brand-radius)] border border-black/25 bg-white px-3 py-2';

  return (
    <form
      className="flex flex-col gap-5 rounded-[var(--brand-radius)] border border-black/10 bg-white p-5"
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('title')}
      </h2>

      {rules.kind === 'panel' ? (
        <div className="grid grid-cols-2 gap-4">
          {(['widthMm', 'heightMm'] as const).map((field) => {
            const range = field === 'widthMm' ? rules.width : rules.height;
            const error = errorOf(field);
            return (
              <div key={field} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${field}`} className={label}>
                  {t(field === 'widthMm' ? 'width' : 'height')}
                </label>
                <input
                  id={`${id}-${field}`}
                  type="number"
                  inputMode="numeric"
                  min={range.min}
                  max={range.max}
                  step={range.step}
                  value={selection[field] || ''}
                  onChange={(e) => set({ [field]: Number(e.target.value) || 0 })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${field}-hint`}
                  className={input}
                />
                <p
                  id={`${id}-${field}-hint`}
                  className={error ? 'text-sm text-red-700' : 'text-xs text-muted'}
                  role={error ? 'alert' : undefined}
                >
                  {error ?? t('rangeHint', { min: range.min, max: range.max })}
                </p>
              </div>
            );
          })}
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-size`} className={label}>
            {t('size')}
          </label>
          <select
            id={`${id}-size`}
            className={input}
            value={`${selection.widthMm}x${selection.heightMm}`}
            onChange={(e) => {
              const [w, h] = e.target.value.split('x').map(Number);
              set({ widthMm: w ?? 0, heightMm: h ?? 0 });
            }}
          >
            {rules.sizes.map((size) => (
              <option
                key={`${size.widthMm}x${size.heightMm}`}
                value={`${size.widthMm}x${size.heightMm}`}
              >
                {size.widthMm} × {size.heightMm} mm
              </option>
            ))}
          </select>
        </div>
      )}

      <fieldset>
        <legend className={label}>{t('thickness')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {rules.thicknesses.map((thickness) => (
            <label
              key={thickness.mm}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-black/15 px-3 py-1.5 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-text"
            >
              <input
                type="radio"
                name={`${id}-thickness`}
                className="sr-only"
                checked={selection.thicknessMm === thickness.mm}
                onChange={() => set({ thicknessMm: thickness.mm })}
              />
              {thickness.mm} mm
            </label>
          ))}
        </div>
      </fieldset>

      {rules.kind === 'photoprint' ? (
        <PhotoStep
          productId={productId}
          widthMm={selection.widthMm}
          heightMm={selection.heightMm}
          onPrint={(uploadId) => set({ uploadId })}
        />
      ) : null}

      {rules.kind === 'panel' ? (
        <>
          <fieldset>
            <legend className={label}>
              {t('colour')}
              {selection.colour
                ? `: ${colourName.has(selection.colour) ? colourName(selection.colour) : selection.colour}`
                : ''}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {rules.colours.map((colour) => {
                const available =
                  !colour.thicknesses || colour.thicknesses.includes(selection.thicknessMm);
                const name = colourName.has(colour.code) ? colourName(colour.code) : colour.code;
                return (
                  <label
                    key={colour.code}
                    title={available ? name : t('colourUnavailable', { colour: name })}
                    className="relative cursor-pointer rounded-full border-2 border-transparent p-0.5 has-checked:border-ink has-disabled:cursor-not-allowed has-disabled:opacity-30"
                  >
                    <input
                      type="radio"
                      name={`${id}-colour`}
                      className="sr-only"
                      value={colour.code}
                      disabled={!available}
                      checked={selection.colour === colour.code}
                      onChange={() => set({ colour: colour.code })}
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
            {errorOf('colour') ? (
              <p className="mt-1 text-sm text-red-700" role="alert">
                {errorOf('colour')}
              </p>
            ) : null}
          </fieldset>

          {rules.shapes.length > 1 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-shape`} className={label}>
                {t('shape')}
              </label>
              <select
                id={`${id}-shape`}
                className={input}
                value={selection.shape}
                onChange={(e) => set({ shape: e.target.value as ConfigurationSelection['shape'] })}
              >
                {rules.shapes.map((shape) => (
                  <option key={shape.code} value={shape.code}>
                    {t(`shapes.${shape.code}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-mounting`} className={label}>
              {t('mounting')}
            </label>
            <select
              id={`${id}-mounting`}
              className={input}
              value={selection.mounting}
              onChange={(e) =>
                set({ mounting: e.target.value as ConfigurationSelection['mounting'] })
              }
            >
              {rules.mountings.map((mounting) => (
                <option key={mounting.code} value={mounting.code}>
                  {t(`mountings.${mounting.code}`)}
                  {mounting.priceCents > 0 ? ` (+ ${money(mounting.priceCents)})` : ''}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-quantity`} className={label}>
          {t('quantity')}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={selection.quantity || ''}
          onChange={(e) =>
            set({ quantity: Math.min(999, Math.max(1, Number(e.target.value) || 1)) })
          }
          className={`${input} max-w-32`}
        />
        {rules.quantityTiers.length > 0 ? (
          <p className="text-xs text-muted">
            {rules.quantityTiers
              .map((tier) => t('tier', { quantity: tier.minQuantity, discount: tier.discountPct }))
              .join(' · ')}
          </p>
        ) : null}
      </div>

      <div
        className="rounded-[var(--brand-radius)] bg-black/5 p-4"
        aria-live="polite"
        aria-busy={stale}
      >
        {result?.ok ? (
          <>
            <p className="text-sm text-muted">
              {t('unitPrice', { price: money(result.price.unitNetCents) })}
              {result.price.tierDiscountPct > 0
                ? ` · ${t('discount', { discount: result.price.tierDiscountPct })}`
                : ''}
            </p>
            <p
              className={`text-2xl font-bold transition-opacity ${stale ? 'opacity-50' : ''}`}
              data-testid="configurator-total"
            >
              {money(result.price.totalNetCents)}{' '}
              <span className="text-sm font-normal text-muted">
                {productT(vat === 'incl' ? 'inclVat' : 'exclVat')}
              </span>
            </p>
          </>
        ) : result ? (
          <ul className="text-sm text-red-700" role="alert">
            {result.errors.map((error) => (
              <li key={`${error.field}-${error.key}`}>{errors.field(error.key, error.values)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('calculating')}</p>
        )}
      </div>

      <AddToCart
        productId={productId}
        selection={selection}
        disabled={!result?.ok || stale}
        item={{
          item_id: sku,
          item_name: productName,
          price: result?.ok ? result.price.unitNetCents / 100 : undefined,
        }}
      />
    </form>
  );
}
