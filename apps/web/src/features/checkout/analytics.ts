import type { CartLine, OrderTotals } from '@shop/contract';

/** GA4's item fields, as the cart's events send them (net unit price in euros). */
export function ga4Items(lines: CartLine[]) {
  return lines.map((line) => ({
    item_id: line.sku,
    item_name: line.name,
    price: line.unitNetCents / 100,
    quantity: line.quantity,
  }));
}

/** The e-commerce part every checkout event shares: the order's value and its items. */
export function ecommerceParams(lines: CartLine[], totals: Pick<OrderTotals, 'grossCents'>) {
  return { currency: 'EUR', value: totals.grossCents / 100, items: ga4Items(lines) };
}
