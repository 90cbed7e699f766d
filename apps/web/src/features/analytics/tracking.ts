import type { AnalyticsEvent } from '@shop/site';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    /** The ad-call tracker's command queue, read by its script. */
    adcalls?: unknown[];
  }
}

/** Tells the ad-call tracker that a page has loaded (after every route change). */
export function trackPageLoad(path: string): void {
  window.adcalls ??= [];
  window.adcalls.push(['pageLoad', { path }]);
}

/** Tells the tag manager that a page is shown, as GA4's page_view (after every route change). */
export function trackPageView(path: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'page_view',
    page_path: path,
    page_location: window.location.href,
  });
}

/** Pushes a GA4 event to the tag manager's data layer. */
export function trackEvent(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}
