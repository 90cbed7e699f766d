import { hrefFor, resolveLocale } from '@shop/site';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { ForgotPasswordForm } from '@/features/account/ForgotPasswordForm';
import { accountMetadata } from '@/features/account/pageMetadata';
import { requestSite } from '@/server/requestSite';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'auth.forgot.metaTitle');

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = resolveLocale((await params).locale);
  const site = await requestSite();
  const t = await getTranslations('auth.forgot');
  return (
    <AccountPage title={t('title')} intro={t('intro')}>
      <ForgotPasswordForm loginHref={hrefFor('login', locale, {}, site.mode)} />
    </AccountPage>
  );
}
