import { hrefFor, resolveLocale, sameSitePath } from '@shop/site';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { currentCustomer } from '@/features/account/currentCustomer';
import { LoginForm } from '@/features/account/LoginForm';
import { accountMetadata } from '@/features/account/pageMetadata';
import { requestSite } from '@/server/requestSite';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
};

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'auth.login.title');

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = resolveLocale((await params).locale);
  const site = await requestSite();
  const href = (page: 'myAccount' | 'forgotPassword' | 'register') =>
    hrefFor(page, locale, {}, site.mode);
  const next = sameSitePath((await searchParams).next, href('myAccount'));
  if (await currentCustomer()) redirect(next);
  const t = await getTranslations('auth.login');
  return (
    <AccountPage title={t('title')} intro={t('intro')}>
      <LoginForm next={next} forgotHref={href('forgotPassword')} registerHref={href('register')} />
    </AccountPage>
  );
}
