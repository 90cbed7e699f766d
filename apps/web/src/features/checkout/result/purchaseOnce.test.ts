import type { PaymentStatusResponse } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { trackPurchaseOnce } from './purchaseOnce';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const paid: PaymentStatusResponse = {
  orderId: '00000000-0000-4000-8000-000000000001',
  orderNumber: 'EF-2026-0001',
  email: 'anna@example.nl',
  deliveryType: 'Deliver',
  promisedDate: '2026-12-01',
  orderStatus: 'paid',
  payment: { id: '00000000-0000-4000-8000-000000000002', status: 'paid', method: 'ideal' },
  final: true,
  totals: {
    itemsNetCents: 10000,
    shippingNetCents: 995,
    netCents: 10995,
    vatCents: 2309,
    grossCents: 13304,
    vatRatePct: 21,
    vatCountry: 'NL',
    reverseCharge: false,
  },
  lines: [],
};

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage(), window: globalThis });
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
});

describe('the GA4 purchase event', () => {
  it('is sent once per order, with the order number, value, tax and shipping', () => {
    expect(trackPurchaseOnce(paid)).toBe(true);
    expect(trackPurchaseOnce(paid)).toBe(false);
    const events = (globalThis as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'purchase',
      transaction_id: 'EF-2026-0001',
      currency: 'EUR',
      value: 133.04,
      tax: 23.09,
      shipping: 9.95,
    });
  });

  it('is sent for another order', () => {
    trackPurchaseOnce(paid);
    expect(trackPurchaseOnce({ ...paid, orderId: '00000000-0000-4000-8000-000000000009' })).toBe(
      true,
    );
  });
});
