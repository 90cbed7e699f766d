import type { PaymentStatusResponse } from '@shop/contract';
import { trackEvent } from '@/features/analytics/tracking';
import { ga4Items } from '../analytics';

const key = 'shop.analytics.purchases';
/** Enough to cover reloads and revisits of recent orders; older ids drop off. */
const remembered = 50;

function sentIds(): string[] {
  try {
    const ids = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * GA4's purchase, once per order: the sent order ids stay in localStorage, so a reload of the
 * result page or a second tab does not count the sale twice.
 */
export function trackPurchaseOnce(status: PaymentStatusResponse): boolean {
  const ids = sentIds();
  if (ids.includes(status.orderId)) return false;
  trackEvent('purchase', {
    transaction_id: status.orderNumber ?? status.orderId,
    currency: 'EUR',
    value: status.totals.grossCents / 100,
    tax: status.totals.vatCents / 100,
    shipping: status.totals.shippingNetCents / 100,
    items: ga4Items(status.lines),
  });
  try {
    localStorage.setItem(key, JSON.stringify([...ids, status.orderId].slice(-remembered)));
  } catch {
    // Without storage the event may repeat on a reload; losing it would be worse.
  }
  return true;
}
