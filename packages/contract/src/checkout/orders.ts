import { z } from 'zod';
import { cartLineSchema, cartSchema } from '../catalogue/cart';
import { countrySchema, localeSchema } from '../siteEnums';
import { checkoutDetailsViewSchema } from './details';
import { paymentMethodSchema, paymentStatusSchema } from './payment';
import { deliveryTypeSchema, shippingOptionSchema } from './shipping';

const cents = z.number().int().nonnegative();

/**
 * `cart` is being filled; `pending` is placed and waits for its payment; `paid` is done.
 * `cancelled` and `expired` are placed orders that were never paid.
 */
export const orderStatuses = ['cart', 'pending', 'paid', 'cancelled', 'expired'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * What the EU's VIES register said about the VAT number reverse charge rests on. Only `valid`
 * reverse-charges; `unavailable` means VIES could not answer, so VAT was charged and the order
 * shows that the number is still to be verified.
 */
export const vatNumberChecks = ['valid', 'invalid', 'unavailable'] as const;
export const vatNumberCheckSchema = z.enum(vatNumberChecks);
export type VatNumberCheck = z.infer<typeof vatNumberCheckSchema>;

/** Computed by the API only: the storefront shows these figures, never its own sums. */
export const orderTotalsSchema = z.object({
  itemsNetCents: cents,
  shippingNetCents: cents,
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
  vatRatePct: z.number(),
  vatCountry: countrySchema,
  /** EU business customer abroad: 0 % VAT, the customer accounts for it. */
  reverseCharge: z.boolean(),
  /**
   * Present when the order qualifies for reverse charge on everything but the VAT number's
   * registration: whether VIES confirmed it. Orders placed before the check have none.
   */
  vatNumberCheck: vatNumberCheckSchema.optional(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** The checkout as it stands: GET /orders/checkout and the answer of every checkout step. */
export const checkoutSchema = z.object({
  orderId: z.uuid().nullable(),
  status: orderStatusSchema,
  orderNumber: z.string().nullable(),
  cart: cartSchema,
  details: checkoutDetailsViewSchema.nullable(),
  deliveryType: deliveryTypeSchema.nullable(),
  shipping: shippingOptionSchema.nullable(),
  totals: orderTotalsSchema,
  /** A payment is open at the provider: the cart cannot change until it ends. */
  paymentInProgress: z.boolean(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** GET /orders/payment/status/{orderId}: what the result page polls. */
export const paymentStatusResponseSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  orderStatus: orderStatusSchema,
  payment: z
    .object({ id: z.uuid(), status: paymentStatusSchema, method: paymentMethodSchema })
    .nullable(),
  /** Nothing will change any more without the shopper: stop polling. */
  final: z.boolean(),
  totals: orderTotalsSchema,
  /** Where the confirmation goes and what was promised, for the result page. */
  email: z.string().nullable(),
  deliveryType: deliveryTypeSchema.nullable(),
  promisedDate: z.iso.date().nullable(),
  /** The purchase as GA4 wants it; the page sends it once. */
  lines: z.array(cartLineSchema),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  placedAt: z.iso.datetime({ offset: true }),
  grossCents: cents,
  itemCount: z.number().int().nonnegative(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /Orders */
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });

/** GET /Orders/{id} */
export const orderDetailSchema = orderSummarySchema.extend({
  locale: localeSchema,
  lines: z.array(cartLineSchema),
  details: checkoutDetailsViewSchema,
  deliveryType: deliveryTypeSchema,
  promisedDate: z.iso.date().nullable(),
  totals: orderTotalsSchema,
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderParamsSchema = z.object({ id: z.uuid() });

/** Machine codes of checkout errors, beyond the catalogue's. */
export const checkoutErrorCodes = {
  cartEmpty: 'CART_EMPTY',
  detailsMissing: 'DETAILS_MISSING',
  shippingMissing: 'SHIPPING_MISSING',
  deliveryUnavailable: 'DELIVERY_TYPE_UNAVAILABLE',
  methodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  paymentInProgress: 'PAYMENT_IN_PROGRESS',
  orderNotPayable: 'ORDER_NOT_PAYABLE',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  orderTotalTooHigh: 'ORDER_TOTAL_TOO_HIGH',
} as const;
