import { resolveLocale } from '@shop/site';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/layout/IslandProviders';
import { requestSite } from '@/server/requestSite';

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
  return (
    <IslandProviders
      locale={resolveLocale((await params).locale)}
      namespaces={['form', 'yup', 'auth', 'register', 'resetPassword', 'account']}
    >
      {children}
    </IslandProviders>
  );
}
