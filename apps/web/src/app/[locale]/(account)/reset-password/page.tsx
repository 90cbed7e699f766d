import { hrefFor, resolveLocale } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { accountMetadata } from '@/features/account/pageMetadata';
import { ResetPasswordForm } from '@/features/account/ResetPasswordForm';
import { FormAlert } from '@/features/form/FormAlert';
import { requestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'resetPassword.metaTitle');

/** The link's state decides the page: the form, or why it no longer works and a way on. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = resolveLocale((await params).locale);
  const { token } = await searchParams;
  const site = await requestSite();
  const t = await getTranslations('resetPassword');
  const usable = typeof token === 'string' && token.length >= 20 && token.length <= 200;
  const status = usable
    ? await (await serverTrpc()).auth.resetStatus({ token })
    : { valid: false, reason: 'invalid' as const };

  if (status.valid && usable) {
    return (
      <AccountPage title={t('title')} intro={t('intro')}>
        <ResetPasswordForm token={token} loginHref={hrefFor('login', locale, {}, site.mode)} />
      </AccountPage>
    );
  }
  const expired = status.reason === 'expired';
  return (
    <AccountPage title={t(expired ? 'expiredTitle' : 'invalidTitle')}>
      <FormAlert tone="error">{t(expired ? 'expiredText' : 'invalidText')}</FormAlert>
      <Link
        href={hrefFor('forgotPassword', locale, {}, site.mode)}
        className="mt-6 inline-block rounded-full bg-primary px-5 py-2.5 font-semibold text-primary-text"
      >
        {t('requestNew')}
      </Link>
    </AccountPage>
  );
}
