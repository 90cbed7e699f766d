'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect } from 'react';
import { trackPageLoad, trackPageView } from './tracking';

/**
 * Reports every route change: a page load to the ad-call tracker (and loads its script) and a
 * page view to the tag manager's data layer, each where it is configured. The first page is
 * reported too: the tag manager's own page view does not fire on client-side navigations.
 */
export function PageLoadTracker({
  adCallsScript,
  tagManager,
}: {
  adCallsScript?: string;
  tagManager: boolean;
}) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const path = search ? `${pathname}?${search}` : pathname;
    if (adCallsScript) trackPageLoad(path);
    if (tagManager) trackPageView(path);
  }, [pathname, search, adCallsScript, tagManager]);
  return adCallsScript ? (
    <Script id="adcalls-tracker" src={adCallsScript} strategy="afterInteractive" />
  ) : null;
}
