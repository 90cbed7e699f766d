'use client';

import type { ConfigureResponse } from '@shop/contract';
import type { VatDisplay } from '@shop/site';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/features/form/useErrorText';

/**
 * The live answer for the selection: unit price, discount and total, or every reason the
 * selection cannot be made. Announced politely, and dimmed while a newer answer is on its way.
 */
export function PriceSummary({
  result,
  stale,
  vat,
  formatPrice,
}: {
  result: ConfigureResponse | undefined;
  stale: boolean;
  vat: VatDisplay;
  formatPrice: (netCents: number) => string;
}) {
  const t = useTranslations('product.configurator');
  const productT = useTranslations('product');
  const errors = useErrorText();
  return (
    <div
      className="rounded-[var(--brand-radius)] bg-black/5 p-4"
      aria-live="polite"
      aria-busy={stale}
    >
      {result?.ok ? (
        <>
          <p className="text-sm text-muted">
            {t('unitPrice', { price: formatPrice(result.price.unitNetCents) })}
            {result.price.tierDiscountPct > 0
              ? ` · ${t('discount', { discount: result.price.tierDiscountPct })}`
              : ''}
          </p>
          <p
            className={`text-2xl font-bold transition-opacity ${stale ? 'opacity-50' : ''}`}
            data-testid="configurator-total"
          >
            {formatPrice(result.price.totalNetCents)}{' '}
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
  );
}
