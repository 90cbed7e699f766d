import type { DeliveryType } from '@shop/site';

/**
 * What the result page says about an order but the payment status does not carry: the
 * shopper's e-mail and the promised day. Kept for this tab only, from Pay to the result page.
 */
export interface LastOrder {
  orderId: string;
  email: string;
  deliveryType: DeliveryType | null;
  promisedDate: string | null;
}

const key = 'shop.checkout.lastOrder';

export function rememberOrder(order: LastOrder): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(order));
  } catch {
    // Storage can be full or switched off; the result page then says a little less.
  }
}

export function recallOrder(orderId: string): LastOrder | null {
  try {
    const order = JSON.parse(sessionStorage.getItem(key) ?? 'null') as LastOrder | null;
    return order?.orderId === orderId ? order : null;
  } catch {
    return null;
  }
}
