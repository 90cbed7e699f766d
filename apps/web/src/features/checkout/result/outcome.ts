import type { PaymentStatusResponse } from '@shop/contract';

export const outcomes = ['paid', 'processing', 'failed', 'cancelled', 'expired'] as const;
export type Outcome = (typeof outcomes)[number];

/**
 * What the shopper is told. A paid order is paid whatever the payment row says; an order that
 * is no longer payable says why; otherwise the latest payment decides, and anything not yet
 * final (created, open, pending, or no payment yet) is still being processed.
 */
export function outcomeOf(status: PaymentStatusResponse): Outcome {
  if (status.orderStatus === 'paid' || status.payment?.status === 'paid') return 'paid';
  if (status.orderStatus === 'cancelled' || status.orderStatus === 'expired') {
    return status.orderStatus;
  }
  const payment = status.payment?.status;
  if (payment === 'failed' || payment === 'cancelled' || payment === 'expired') return payment;
  return 'processing';
}
