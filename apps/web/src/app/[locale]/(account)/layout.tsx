import { resolveLocale } from '@shop/site';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/i18n/pickMessages';
import { requestSite } from '@/server/requestSite';
import { TrpcProvider } from '@/trpc/TrpcProvider';

const namespaces = [
  'global',
  'components',
  'form',
  'yup',
  'apiErrors',
  'auth',
  'register',
  'resetPassword',
  'account',
];

/** Account pages exist only where the brand's account switch is on; elsewhere they are 404. */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { brand } = await requestSite();
  if (!brand.features.account) notFound();
  const locale = resolveLocale((await params).locale);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(await getMessages(), namespaces)}
    >
      <TrpcProvider locale={locale}>{children}</TrpcProvider>
    </NextIntlClientProvider>
  );
}
