import type { Locale } from '@shop/site';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/i18n/pickMessages';
import { TrpcProvider } from '@/trpc/TrpcProvider';

/**
 * For pages whose islands call the BFF from the browser: the tRPC client and the message
 * namespaces those islands read, and no more.
 */
export async function IslandProviders({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: string[];
  children: ReactNode;
}) {
  const messages = pickMessages(await getMessages(), [
    'global',
    'components',
    'apiErrors',
    ...namespaces,
  ]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <TrpcProvider locale={locale}>{children}</TrpcProvider>
    </NextIntlClientProvider>
  );
}
