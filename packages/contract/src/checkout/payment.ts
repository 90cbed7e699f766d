import type { Country } from '@shop/site';
import { z } from 'zod';
import { countrySchema } from '../siteEnums';

/** Method ids as payment providers name them (Mollie's ids). */
export const paymentMethods = [
  'ideal',
  'bancontact',
  'creditcard',
  'paypal',
  'banktransfer',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodSchema = z.enum(paymentMethods);

/** What shoppers of each country expect to find, their local scheme first. */
export const paymentMethodsByCountry: Record<Country, readonly PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'paypal', 'banktransfer'],
  BE: ['bancontact', 'creditcard', 'paypal', 'banktransfer'],
  DE: ['creditcard', 'paypal', 'banktransfer'],
  AT: ['creditcard', 'paypal', 'banktransfer'],
  FR: ['creditcard', 'paypal', 'banktransfer'],
  GB: ['creditcard', 'paypal'],
};

/**
 * A payment's life, in Mollie's words (spelled `cancelled` here). `created` is ours alone: the
 * row exists, the provider has not answered yet.
 */
export const paymentStatuses = [
  'created',
  'open',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusSchema = z.enum(paymentStatuses);

export const finalPaymentStatuses = ['paid', 'failed', 'cancelled', 'expired'] as const;
export const isFinalPaymentStatus = (status: PaymentStatus): boolean =>
  (finalPaymentStatuses as readonly string[]).includes(status);

/** GET /orders/payment/methods?country=NL */
export const paymentMethodsQuerySchema = z.object({ country: countrySchema });
export const paymentMethodsResponseSchema = z.object({
  country: countrySchema,
  methods: z.array(paymentMethodSchema),
});

/** POST /orders/payment/initiate */
export const initiatePaymentBodySchema = z.object({
  orderId: z.uuid(),
  method: paymentMethodSchema,
  /**
   * The storefront origin the shopper is on, so the provider sends them back to the same host
   * (and its cookies). Used only when it is one of the brand's own storefronts.
   */
  returnOrigin: z.string().max(200).optional(),
});
export const initiatePaymentResponseSchema = z.object({
  orderId: z.uuid(),
  paymentId: z.uuid(),
  /** The provider's page where the shopper pays. */
  checkoutUrl: z.url(),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

/** Webhooks arrive as forms carrying only an id: the status is always fetched. */
export const webhookBodySchema = z.object({ id: z.string().min(1).max(100) });
