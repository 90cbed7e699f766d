import type { CartLine, OrderTotals } from '@shop/contract';
import { formatMoney, type Locale, type VatDisplay } from '@shop/site';
import { useTranslations } from 'next-intl';
import { shownPrice } from '@/features/vat/shownPrice';

/**
 * The order's lines and the API's totals: delivery, VAT (or the reverse-charge note, or why a
 * business abroad pays VAT after all) and the total. Hooks only from next-intl, so the checkout, the result page and my account share it.
 */
export function OrderOverview({
  lines,
  totals,
  locale,
  vat,
  showShipping,
}: {
  lines: CartLine[];
  totals: OrderTotals;
  locale: Locale;
  vat: VatDisplay;
  /** Before a delivery type is chosen the delivery cost is not known yet. */
  showShipping: boolean;
}) {
  const t = useTranslations('checkout.summary');
  const vatNote = useTranslations('global.vat');
  const amount = (netCents: number) => shownPrice(netCents, totals, vat, locale);
  return (
    <div data-testid="order-overview">
      <ul className="divide-y divide-black/10 border-y border-black/10">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3" data-testid="overview-line">
            <div className="min-w-0 flex-1">
              <p className="font-semibold [overflow-wrap:anywhere]">{line.name}</p>
              <p className="text-sm text-muted">
                {'widthMm' in line.selection
                  ? `${line.selection.widthMm} × ${line.selection.heightMm} mm · `
                  : ''}
                {t('quantity', { quantity: line.quantity, price: amount(line.unitNetCents) })}
              </p>
            </div>
            <p className="shrink-0 font-semibold">{amount(line.totalNetCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t('items')}</dt>
        <dd className="text-right">{amount(totals.itemsNetCents)}</dd>
        {showShipping ? (
          <>
            <dt>{t('shipping')}</dt>
            <dd className="text-right" data-testid="overview-shipping">
              {totals.shippingNetCents === 0 ? t('free') : amount(totals.shippingNetCents)}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{t('subtotalExcl')}</dt>
        <dd className="text-right text-muted">{formatMoney(totals.netCents, locale)}</dd>
        {totals.reverseCharge ? (
          <>
            <dt data-testid="reverse-charge">{t('reverseCharge')}</dt>
            <dd className="text-right">{formatMoney(0, locale)}</dd>
          </>
        ) : (
          <>
            <dt data-testid="vat-line">{t('vat', { rate: totals.vatRatePct })}</dt>
            <dd className="text-right">{formatMoney(totals.vatCents, locale)}</dd>
          </>
        )}
        <dt className="text-lg font-bold">{t('total')}</dt>
        <dd className="text-right text-lg font-bold" data-testid="order-total">
          {formatMoney(totals.grossCents, locale)}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-muted">
        {totals.reverseCharge ? t('reverseChargeNote') : t('pricesShown', { vat: vatNote(vat) })}
      </p>
      {totals.vatNumberCheck === 'invalid' || totals.vatNumberCheck === 'unavailable' ? (
        <p className="mt-1 text-xs text-muted" data-testid="vat-number-note">
          {t(totals.vatNumberCheck === 'invalid' ? 'vatNumberInvalid' : 'vatNumberUnverified')}
        </p>
      ) : null}
    </div>
  );
}
