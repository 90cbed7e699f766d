import { hrefFor, resolveLocale } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { requireCustomer } from '@/features/account/currentCustomer';
import { DetailsForm } from '@/features/account/DetailsForm';
import { accountMetadata } from '@/features/account/pageMetadata';
import { requestSite } from '@/server/requestSite';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'account.detailsTitle');

export default async function MyAccountDetailsPage({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  const site = await requestSite();
  const customer = await requireCustomer(
    site,
    locale,
    hrefFor('myAccountDetails', locale, {}, site.mode),
  );
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('detailsTitle')} intro={t('detailsText')} wide>
      <DetailsForm customer={customer} />
      <Link
        href={hrefFor('myAccount', locale, {}, site.mode)}
        className="mt-8 inline-block underline"
      >
        {t('back')}
      </Link>
    </AccountPage>
  );
}
