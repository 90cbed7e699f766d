import { hrefFor, resolveLocale } from '@shop/site';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { currentCustomer } from '@/features/account/currentCustomer';
import { accountMetadata } from '@/features/account/pageMetadata';
import { RegisterForm } from '@/features/account/RegisterForm';
import { requestSite } from '@/server/requestSite';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'register.title');

export default async function RegisterPage({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  const site = await requestSite();
  const myAccount = hrefFor('myAccount', locale, {}, site.mode);
  if (await currentCustomer()) redirect(myAccount);
  const t = await getTranslations('register');
  return (
    <AccountPage title={t('title')} intro={t('intro')} wide>
      <RegisterForm
        locale={locale}
        next={myAccount}
        loginHref={hrefFor('login', locale, {}, site.mode)}
      />
    </AccountPage>
  );
}
