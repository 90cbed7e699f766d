import type { Locale } from '@shop/site';
import Script from 'next/script';

/** Tag-manager container id of a locale, e.g. GTM_ID_NL_BE; absent means no tag manager. */
export function tagManagerId(locale: Locale): string | undefined {
  const id = process.env[`GTM_ID_${locale.replace('-', '_').toUpperCase()}`];
  return id && /^GTM-[A-Z0-9]+$/.test(id) ? id : undefined;
}

export function TagManager({ locale }: { locale: Locale }) {
  const id = tagManagerId(locale);
  if (!id) return null;
  return (
    <Script id="gtm" strategy="afterInteractive">
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`}
    </Script>
  );
}
