import { hrefFor, resolveLocale } from '@shop/site';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { accountMetadata } from '@/features/account/pageMetadata';
import { VerifyEmail } from '@/features/account/VerifyEmail';
import { FormAlert } from '@/features/form/FormAlert';
import { requestSite } from '@/server/requestSite';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'auth.verify.metaTitle');

export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const locale = resolveLocale((await params).locale);
  const { token } = await searchParams;
  const site = await requestSite();
  const t = await getTranslations('auth.verify');
  return (
    <AccountPage title={t('title')}>
      {typeof token === 'string' && token.length >= 20 ? (
        <VerifyEmail token={token} accountHref={hrefFor('myAccount', locale, {}, site.mode)} />
      ) : (
        <FormAlert tone="error">{t('missingToken')}</FormAlert>
      )}
    </AccountPage>
  );
}
