import type { PaymentStatusResponse } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome';

const totals = {
  itemsNetCents: 1000,
  shippingNetCents: 0,
  netCents: 1000,
  vatCents: 210,
  grossCents: 1210,
  vatRatePct: 21,
  vatCountry: 'NL',
  reverseCharge: false,
} as const;

function status(
  orderStatus: PaymentStatusResponse['orderStatus'],
  payment: NonNullable<PaymentStatusResponse['payment']>['status'] | null,
): PaymentStatusResponse {
  return {
    orderId: '00000000-0000-4000-8000-000000000001',
    orderNumber: 'EF-1',
    email: 'anna@example.nl',
    deliveryType: 'Deliver',
    promisedDate: '2026-12-01',
    orderStatus,
    payment: payment
      ? { id: '00000000-0000-4000-8000-000000000002', status: payment, method: 'ideal' }
      : null,
    final: false,
    totals,
    lines: [],
  };
}

describe('the payment outcome the result page shows', () => {
  it('is paid when the order or its payment is paid', () => {
    expect(outcomeOf(status('paid', 'paid'))).toBe('paid');
    expect(outcomeOf(status('pending', 'paid'))).toBe('paid');
  });

  it('is still processing while the provider has not decided', () => {
    for (const payment of ['created', 'open', 'pending', null] as const) {
      expect(outcomeOf(status('pending', payment))).toBe('processing');
    }
  });

  it('names a failed, cancelled or expired payment of a pending order', () => {
    expect(outcomeOf(status('pending', 'failed'))).toBe('failed');
    expect(outcomeOf(status('pending', 'cancelled'))).toBe('cancelled');
    expect(outcomeOf(status('pending', 'expired'))).toBe('expired');
  });

  it('says an order that is no longer payable is cancelled or expired', () => {
    expect(outcomeOf(status('expired', 'open'))).toBe('expired');
    expect(outcomeOf(status('cancelled', null))).toBe('cancelled');
  });
});
