import { chatLink, isLocale } from '@shop/site';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Analytics } from '@/features/analytics/Analytics';
import { brandStyle } from '@/features/layout/brandStyle';
import { ChatWidget } from '@/features/layout/ChatWidget';
import { Footer } from '@/features/layout/Footer';
import { Header } from '@/features/layout/Header';
import { RouteProgress } from '@/features/progress/RouteProgress';
import { ShellTextsProvider } from '@/features/shell/ShellTextsProvider';
import { shellTexts } from '@/features/shell/shellTexts';
import { ToastProvider } from '@/features/toast/ToastProvider';
import { requestSite } from '@/server/requestSite';

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const { brand } = await requestSite();
  return { title: { template: `%s | ${brand.name}`, default: brand.name } };
}

export async function generateViewport(): Promise<Viewport> {
  const { brand } = await requestSite();
  return { themeColor: brand.theme.primary, width: 'device-width', initialScale: 1 };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const site = await requestSite();
  const t = await getTranslations('global');

  return (
    <html lang={locale} data-brand={site.brand.id} style={brandStyle(site.brand)}>
      <body className="antialiased">
        <ShellTextsProvider texts={await shellTexts()}>
          <RouteProgress>
            <ToastProvider>
              <a
                href="#main"
                className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
              >
                {t('skipToContent')}
              </a>
              <Header site={site} locale={locale} />
              <main id="main" className="flex-1">
                {children}
              </main>
              <Footer site={site} locale={locale} />
              <ChatWidget
                href={chatLink(site.brand.phone)}
                label={(await getTranslations('footer'))('chatWithUs')}
                locale={locale}
                mode={site.mode}
              />
            </ToastProvider>
          </RouteProgress>
        </ShellTextsProvider>
        <Analytics locale={locale} />
      </body>
    </html>
  );
}
