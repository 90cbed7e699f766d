import type { OrderDetail } from '@shop/contract';
import { formatDate, type Locale, type VatDisplay } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AddressLines } from '@/features/checkout/AddressLines';
import { formatDay } from '@/features/checkout/dates';
import { OrderOverview } from '@/features/checkout/OrderOverview';
import { OrderStatusBadge } from './OrderStatusBadge';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-[var(--brand-radius)] border border-black/10 p-4">
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-1 text-sm [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}

/** One placed order in my account: when, its state, where it goes and what it holds. */
export async function OrderDetailView({
  order,
  pickupAddress,
  locale,
  vat,
  backHref,
}: {
  order: OrderDetail;
  pickupAddress: string;
  locale: Locale;
  vat: VatDisplay;
  backHref: string;
}) {
  const t = await getTranslations('account.orders');
  const summary = await getTranslations('checkout.summary');
  const types = await getTranslations('checkout.delivery.types');
  const { details } = order;
  const pickup = order.deliveryType === 'Pickup';
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 md:py-14" data-testid="order-detail">
      <h1 className="text-3xl font-bold">{t('detailTitle', { number: order.orderNumber })}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-muted">
        <span>{t('placedOn', { date: formatDate(new Date(order.placedAt), locale) })}</span>
        <OrderStatusBadge status={order.status} />
        {order.paidAt ? (
          <span>{t('paidOn', { date: formatDate(new Date(order.paidAt), locale) })}</span>
        ) : null}
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Panel title={summary('invoiceTo')}>
          <p>
            {details.companyName ? `${details.companyName} · ${details.vatNumber ?? ''}` : null}
            {details.companyName ? <br /> : null}
            {details.firstName} {details.lastName}
          </p>
          <address className="mt-1 not-italic">
            <AddressLines address={details.invoiceAddress} />
          </address>
        </Panel>
        <Panel title={pickup ? summary('pickupAt') : summary('deliverTo')}>
          <p className="font-semibold">{types(order.deliveryType)}</p>
          {pickup ? (
            <p>{pickupAddress}</p>
          ) : (
            <address className="not-italic">
              <AddressLines address={details.deliveryAddress ?? details.invoiceAddress} />
            </address>
          )}
          {order.promisedDate ? (
            <p className="mt-1">
              {summary(pickup ? 'readyOn' : 'promisedOn', {
                date: formatDay(order.promisedDate, locale),
              })}
            </p>
          ) : null}
        </Panel>
      </div>
      <div className="mt-6">
        <OrderOverview
          lines={order.lines}
          totals={order.totals}
          locale={locale}
          vat={vat}
          showShipping
        />
      </div>
      <Link href={backHref} className="mt-8 inline-block underline">
        {t('back')}
      </Link>
    </section>
  );
}
