import type { Cart } from '@shop/contract';
import {
  countryOfLocale,
  formatMoney,
  hrefFor,
  type Locale,
  type PrefixMode,
  type VatDisplay,
} from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/features/analytics/TrackEvent';
import { Picture } from '@/features/media/Picture';
import { shownPrice, vatRateOf } from '@/features/vat/shownPrice';
import { CartLineControls } from './CartLineControls';

export async function CartPage({
  cart,
  locale,
  mode,
  vat,
}: {
  cart: Cart;
  locale: Locale;
  mode: PrefixMode;
  vat: VatDisplay;
}) {
  const t = await getTranslations('cart');
  const configurator = await getTranslations('product.configurator');
  const colours = await getTranslations('product.colours');
  const vatRate = vatRateOf(countryOfLocale(locale));
  const price = (net: number) => shownPrice(net, vatRate, vat, locale);

  if (cart.lines.length === 0) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-14 text-center">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-4 text-muted">{t('empty')}</p>
        <Link
          href={hrefFor('productOverview', locale, {}, mode)}
          className="mt-6 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-text"
        >
          {t('continue')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <ul className="mt-6 divide-y divide-black/10 border-y border-black/10">
        {cart.lines.map((line) => {
          const s = line.selection;
          return (
            <li key={line.id} className="flex flex-wrap gap-4 py-5" data-testid="cart-line">
              {line.image ? (
                <Picture file={line.image} sizes="128px" className="h-24 w-32 shrink-0 rounded" />
              ) : (
                <div className="h-24 w-32 shrink-0 rounded bg-black/5" />
              )}
              <div className="min-w-48 flex-1">
                {line.slug ? (
                  <Link
                    href={hrefFor('productDetail', locale, { slug: line.slug }, mode)}
                    className="font-semibold hover:underline"
                  >
                    {line.name}
                  </Link>
                ) : (
                  <p className="font-semibold">{line.name}</p>
                )}
                {'widthMm' in s ? (
                  <p className="text-sm text-muted">
                    {s.widthMm} × {s.heightMm} mm · {s.thicknessMm} mm
                    {s.colour ? ` · ${colours.has(s.colour) ? colours(s.colour) : s.colour}` : ''}
                    {s.shape && s.shape !== 'rectangle'
                      ? ` · ${configurator(`shapes.${s.shape}`)}`
                      : ''}
                    {s.mounting && s.mounting !== 'none'
                      ? ` · ${configurator(`mountings.${s.mounting}`)}`
                      : ''}
                  </p>
                ) : null}
                <p className="mt-1 text-sm">
                  {t('unitPrice', { price: price(line.unitNetCents) })}
                </p>
                <div className="mt-2">
                  <CartLineControls
                    lineId={line.id}
                    quantity={line.quantity}
                    item={{
                      item_id: line.sku,
                      item_name: line.name,
                      price: line.unitNetCents / 100,
                    }}
                  />
                </div>
              </div>
              <p className="ml-auto font-semibold" data-testid="cart-line-total">
                {price(line.totalNetCents)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="ml-auto mt-6 grid max-w-sm grid-cols-2 gap-y-1">
        <dt>{t('subtotalExcl')}</dt>
        <dd className="text-right">{formatMoney(cart.totals.netCents, locale)}</dd>
        <dt>{t('vat', { rate: cart.totals.vatRatePct })}</dt>
        <dd className="text-right">{formatMoney(cart.totals.vatCents, locale)}</dd>
        <dt className="text-lg font-bold">{t('total')}</dt>
        <dd className="text-right text-lg font-bold" data-testid="cart-total">
          {formatMoney(cart.totals.grossCents, locale)}
        </dd>
      </dl>
      <p className="mt-2 text-right text-xs text-muted">{t('shippingNote')}</p>
      <div className="mt-6 flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Link
          href={hrefFor('productOverview', locale, {}, mode)}
          className="px-2 py-3 text-center font-semibold underline"
        >
          {t('continue')}
        </Link>
        <Link
          href={hrefFor('checkout', locale, {}, mode)}
          data-testid="proceed-to-checkout"
          className="rounded-full bg-primary px-8 py-3 text-center text-lg font-semibold text-primary-text"
        >
          {t('checkout')}
        </Link>
      </div>
      <TrackEvent
        event="view_cart"
        params={{
          currency: 'EUR',
          value: cart.totals.grossCents / 100,
          items: cart.lines.map((line) => ({
            item_id: line.sku,
            item_name: line.name,
            price: line.unitNetCents / 100,
            quantity: line.quantity,
          })),
        }}
      />
    </section>
  );
}
