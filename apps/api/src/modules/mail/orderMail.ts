import type { CheckoutDetailsView, OrderTotals } from '@shop/contract';
import type { DeliveryType } from '@shop/site';

/** What the order confirmation mail shows; names are already in the order's language. */
export interface OrderMailData {
  orderNumber: string;
  placedAt: Date;
  lines: { name: string; quantity: number; summary: string; totalNetCents: number }[];
  totals: OrderTotals;
  deliveryType: DeliveryType;
  /** yyyy-mm-dd in the shop's time zone. */
  promisedDate: string | null;
  details: CheckoutDetailsView;
  /** The order in my account (customer) or its result page (guest). */
  link: string;
}
