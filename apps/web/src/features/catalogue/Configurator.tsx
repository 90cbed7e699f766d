'use client';

import type { ConfigurationRules, ConfigurationSelection } from '@shop/contract';
import type { Country, Locale, VatDisplay } from '@shop/site';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AddToCart } from '@/features/cart/AddToCart';
import { useErrorText } from '@/features/form/useErrorText';
import { shownPrice, vatRateOf } from '@/features/vat/shownPrice';
import { ColourSwatches } from './configurator/ColourSwatches';
import { initialSelection } from './configurator/initialSelection';
import { MeasuredSizeInputs } from './configurator/MeasuredSizeInputs';
import { MountingSelect } from './configurator/MountingSelect';
import { PhotoStep } from './configurator/PhotoStep';
import { PriceSummary } from './configurator/PriceSummary';
import { PrintSizeSelect } from './configurator/PrintSizeSelect';
import { QuantityInput } from './configurator/QuantityInput';
import { ShapeSelect } from './configurator/ShapeSelect';
import { ThicknessPills } from './configurator/ThicknessPills';
import { useLivePrice } from './configurator/useLivePrice';

interface Props {
  productId: string;
  productName: string;
  sku: string;
  rules: ConfigurationRules;
  locale: Locale;
  country: Country;
  vat: VatDisplay;
}

/** A made-to-measure product's choices, priced by the API as the shopper changes them. */
export function Configurator({ productId, productName, sku, rules, locale, country, vat }: Props) {
  const t = useTranslations('product.configurator');
  const errors = useErrorText();
  const id = useId();
  const [selection, setSelection] = useState(() => initialSelection(rules));
  const { result, stale } = useLivePrice(productId, selection);
  const set = (patch: Partial<ConfigurationSelection>) => setSelection((s) => ({ ...s, ...patch }));
  const vatRate = vatRateOf(country);
  const formatPrice = (netCents: number) => shownPrice(netCents, vatRate, vat, locale);
  const fieldErrors = result && !result.ok ? result.errors : [];
  const errorOf = (field: string) => {
    const error = fieldErrors.find((e) => e.field === field);
    return error ? errors.field(error.key, error.values) : undefined;
  };

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
        <MeasuredSizeInputs
          idPrefix={id}
          rules={rules}
          size={selection}
          onChange={set}
          errorOf={errorOf}
        />
      ) : (
        <PrintSizeSelect idPrefix={id} sizes={rules.sizes} size={selection} onChange={set} />
      )}

      <ThicknessPills
        idPrefix={id}
        thicknesses={rules.thicknesses}
        value={selection.thicknessMm}
        onChange={(thicknessMm) => set({ thicknessMm })}
      />

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
          <ColourSwatches
            idPrefix={id}
            colours={rules.colours}
            thicknessMm={selection.thicknessMm}
            value={selection.colour}
            onChange={(colour) => set({ colour })}
            error={errorOf('colour')}
          />
          {rules.shapes.length > 1 ? (
            <ShapeSelect
              idPrefix={id}
              shapes={rules.shapes}
              value={selection.shape}
              onChange={(shape) => set({ shape })}
            />
          ) : null}
          <MountingSelect
            idPrefix={id}
            mountings={rules.mountings}
            value={selection.mounting}
            onChange={(mounting) => set({ mounting })}
            formatPrice={formatPrice}
          />
        </>
      ) : null}

      <QuantityInput
        idPrefix={id}
        value={selection.quantity}
        tiers={rules.quantityTiers}
        onChange={(quantity) => set({ quantity })}
      />

      <PriceSummary result={result} stale={stale} vat={vat} formatPrice={formatPrice} />

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
