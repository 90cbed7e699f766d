import { hrefFor, resolveLocale } from '@shop/site';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DeleteAccount, LogoutButton, ResendVerification } from '@/features/account/AccountActions';
import { AccountPage } from '@/features/account/AccountPage';
import { requireCustomer } from '@/features/account/currentCustomer';
import { accountMetadata } from '@/features/account/pageMetadata';
import { pickupAddressText } from '@/features/checkout/pickupAddress';
import { FormAlert } from '@/features/form/FormAlert';
import { loadOrder, loadOrderList } from '@/features/orders/loadOrders';
import { OrderDetailView } from '@/features/orders/OrderDetailView';
import { OrderHistory } from '@/features/orders/OrderHistory';
import { vatDisplay } from '@/features/vat/vatDisplay';
import { requestSite } from '@/server/requestSite';

type Props = {
  params: Promise<{ locale: string }>;
  /** `?order=<id>` shows one order: the route table has no page of its own for it. */
  searchParams: Promise<{ order?: string | string[] }>;
};

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'account.title');

export default async function MyAccountPage({ params, searchParams }: Props) {
  const locale = resolveLocale((await params).locale);
  const site = await requestSite();
  const href = (page: 'myAccount' | 'myAccountDetails' | 'myAccountAddress' | 'home') =>
    hrefFor(page, locale, {}, site.mode);
  const { order: orderParam } = await searchParams;
  const customer = await requireCustomer(
    site,
    locale,
    hrefFor(
      'myAccount',
      locale,
      orderParam ? { query: { order: String(orderParam) } } : {},
      site.mode,
    ),
  );
  if (orderParam !== undefined) {
    const order = await loadOrder(orderParam);
    if (!order) notFound();
    return (
      <OrderDetailView
        order={order}
        pickupAddress={await pickupAddressText(site.brand)}
        locale={locale}
        vat={await vatDisplay()}
        backHref={href('myAccount')}
      />
    );
  }
  const t = await getTranslations('account');
  const a = customer.address;
  const orders = await loadOrderList();

  return (
    <AccountPage title={t('greeting', { name: customer.firstName })} wide>
      {customer.emailVerified ? null : (
        <FormAlert tone="info">
          <p className="font-semibold">{t('unverifiedTitle')}</p>
          <p>
            {t('unverifiedText')} <ResendVerification />
          </p>
        </FormAlert>
      )}
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <article className="rounded-[var(--brand-radius)] border border-black/10 p-5">
          <h2 className="text-lg font-semibold">{t('detailsTitle')}</h2>
          <p className="mt-2">
            {customer.firstName} {customer.lastName}
          </p>
          <p className="text-muted">{customer.email}</p>
          {customer.companyName ? (
            <p className="text-muted">
              {customer.companyName} · {customer.vatNumber}
            </p>
          ) : null}
          <Link
            href={href('myAccountDetails')}
            className="mt-3 inline-block font-semibold underline"
          >
            {t('edit')}
          </Link>
        </article>
        <article className="rounded-[var(--brand-radius)] border border-black/10 p-5">
          <h2 className="text-lg font-semibold">{t('addressTitle')}</h2>
          {a ? (
            <address className="mt-2 not-italic">
              {a.street} {a.houseNumber}
              {a.houseNumberAddition ? ` ${a.houseNumberAddition}` : ''}
              <br />
              {a.postcode} {a.city}
              <br />
              {a.country}
            </address>
          ) : (
            <p className="mt-2 text-muted">{t('noAddress')}</p>
          )}
          <Link
            href={href('myAccountAddress')}
            className="mt-3 inline-block font-semibold underline"
          >
            {t('edit')}
          </Link>
        </article>
      </div>
      <OrderHistory orders={orders} locale={locale} mode={site.mode} />
      <div className="mt-8">
        <LogoutButton homeHref={href('home')} />
      </div>
      <section className="mt-12 border-t border-black/10 pt-6">
        <h2 className="text-lg font-semibold">{t('deleteTitle')}</h2>
        <p className="mt-1 mb-4 text-muted">{t('deleteText')}</p>
        <DeleteAccount homeHref={href('home')} />
      </section>
    </AccountPage>
  );
}
