import { deliveryTypes } from '@shop/site';
import { z } from 'zod';
import { countrySchema } from '../siteEnums';

export const deliveryTypeSchema = z.enum(deliveryTypes);

const cents = z.number().int().nonnegative();

/** Why a delivery type cannot be chosen for this cart and address. */
export const shippingUnavailableReasons = ['notOfferedInCountry', 'notOfferedByShop'] as const;

export const shippingOptionSchema = z.object({
  deliveryType: deliveryTypeSchema,
  available: z.boolean(),
  reason: z.enum(shippingUnavailableReasons).optional(),
  costNetCents: cents,
  /** The day the shopper can count on, in the shop's time zone (yyyy-mm-dd). */
  promisedDate: z.iso.date(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** GET /Orders/shipping and POST /Orders/shipping/calculate. */
export const shippingOptionsSchema = z.object({
  country: countrySchema,
  /** Ordered now, the cut-off passed: dates count from the next working day. */
  cutOff: z.object({ hours: z.number().int(), minutes: z.number().int() }),
  options: z.array(shippingOptionSchema),
});
export type ShippingOptions = z.infer<typeof shippingOptionsSchema>;

/** POST /Orders/shipping/calculate: an estimate for a country before any details are given. */
export const shippingCalculateBodySchema = z.object({ country: countrySchema });

/** POST /Orders/shipping */
export const chooseShippingBodySchema = z.object({ deliveryType: deliveryTypeSchema });
