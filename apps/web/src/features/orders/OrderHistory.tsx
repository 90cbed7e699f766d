import type { OrderSummary } from '@shop/contract';
import { formatDate, formatMoney, hrefFor, type Locale, type PrefixMode } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OrderStatusBadge } from './OrderStatusBadge';

/** The customer's placed orders, newest first as the API lists them, each opening its detail. */
export async function OrderHistory({
  orders,
  locale,
  mode,
}: {
  /** Null when the list could not be read: the rest of my account still works. */
  orders: OrderSummary[] | null;
  locale: Locale;
  mode: PrefixMode;
}) {
  const t = await getTranslations('account.orders');
  return (
    <section className="mt-10" aria-labelledby="orders-title" data-testid="order-history">
      <h2 id="orders-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {orders === null ? (
        <p className="mt-2 text-muted">{t('unavailable')}</p>
      ) : orders.length === 0 ? (
        <p className="mt-2 text-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-black/10 border-y border-black/10">
          {orders.map((order) => (
            <li key={order.id} data-testid="order-row">
              <Link
                href={hrefFor('myAccount', locale, { query: { order: order.id } }, mode)}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3 hover:bg-black/[0.03] sm:grid-cols-[1fr_auto_auto_auto] sm:items-center"
              >
                <span>
                  <span className="sr-only">{t('number')} </span>
                  <span className="font-semibold underline">{order.orderNumber}</span>
                  <span className="block text-sm text-muted">
                    {formatDate(new Date(order.placedAt), locale)} ·{' '}
                    {t('items', { count: order.itemCount })}
                  </span>
                </span>
                <span className="text-right font-semibold sm:order-last">
                  {formatMoney(order.grossCents, locale)}
                </span>
                <OrderStatusBadge status={order.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
