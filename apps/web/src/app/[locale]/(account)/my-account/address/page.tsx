import { countryOfLocale, hrefFor, resolveLocale } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { AddressForm } from '@/features/account/AddressForm';
import { requireCustomer } from '@/features/account/currentCustomer';
import { accountMetadata } from '@/features/account/pageMetadata';
import { requestSite } from '@/server/requestSite';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'account.addressTitle');

export default async function MyAccountAddressPage({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  const site = await requestSite();
  const customer = await requireCustomer(
    site,
    locale,
    hrefFor('myAccountAddress', locale, {}, site.mode),
  );
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('addressTitle')} intro={t('addressText')} wide>
      <AddressForm address={customer.address} defaultCountry={countryOfLocale(locale)} />
      <Link
        href={hrefFor('myAccount', locale, {}, site.mode)}
        className="mt-8 inline-block underline"
      >
        {t('back')}
      </Link>
    </AccountPage>
  );
}
