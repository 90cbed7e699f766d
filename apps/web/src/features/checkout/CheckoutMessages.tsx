import type { Locale } from '@shop/site';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/i18n/pickMessages';

/**
 * The namespaces the checkout's islands read. The shop layout sends only product and cart,
 * so product pages stay light; the checkout adds its own here (a nested provider replaces
 * the outer one's messages, so the shared ones are listed again).
 */
export async function CheckoutMessages({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const messages = pickMessages(await getMessages(), [
    'global',
    'components',
    'apiErrors',
    'checkout',
    'form',
    'yup',
    'register',
  ]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
