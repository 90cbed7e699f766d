'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect } from 'react';
import { trackPageLoad } from './tracking';

/** Loads the ad-call tracker and reports every route change to it. */
export function PageLoadTracker({ scriptUrl }: { scriptUrl: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    trackPageLoad(search ? `${pathname}?${search}` : pathname);
  }, [pathname, search]);
  return <Script id="adcalls-tracker" src={scriptUrl} strategy="afterInteractive" />;
}
