import { z } from 'zod';
import {
  addressSchema,
  addressViewSchema,
  businessRules,
  customerTypeSchema,
  detailsFields,
  normalizeBusiness,
} from '../account';
import { emailSchema } from '../email';
import { addressErrorKeys, validateAddress } from '../misc';

/** Postcode and house number must fit the address's country, as the address check says. */
function addressRules(path: string) {
  return (address: z.infer<typeof addressSchema> | undefined, ctx: z.RefinementCtx) => {
    if (!address) return;
    for (const error of validateAddress(address).errors) {
      ctx.addIssue({
        code: 'custom',
        path: [path, error.field],
        message: addressErrorKeys[error.field],
      });
    }
  };
}

function normalizeAddress<T extends z.infer<typeof addressSchema> | undefined>(address: T): T {
  if (!address) return address;
  const { normalized } = validateAddress(address);
  return normalized ? { ...address, ...normalized } : address;
}

/**
 * POST /Orders/details: who orders and where it goes. Without a delivery address the goods go
 * to the invoice address; Pickup needs neither to be reachable by a carrier.
 */
export const checkoutDetailsBodySchema = z
  .object({
    ...detailsFields,
    email: emailSchema,
    invoiceAddress: addressSchema,
    deliveryAddress: addressSchema.optional(),
  })
  .superRefine(businessRules)
  .superRefine((value, ctx) => {
    addressRules('invoiceAddress')(value.invoiceAddress, ctx);
    addressRules('deliveryAddress')(value.deliveryAddress, ctx);
  })
  .transform((value) => {
    const business = normalizeBusiness(value);
    return {
      ...business,
      invoiceAddress: normalizeAddress(business.invoiceAddress),
      deliveryAddress: normalizeAddress(business.deliveryAddress),
    };
  });
export type CheckoutDetailsBody = z.input<typeof checkoutDetailsBodySchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsBodySchema>;

/** The details as the API answers them. */
export const checkoutDetailsViewSchema = z.object({
  customerType: customerTypeSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().optional(),
  companyName: z.string().optional(),
  vatNumber: z.string().optional(),
  invoiceAddress: addressViewSchema,
  deliveryAddress: addressViewSchema.optional(),
});
export type CheckoutDetailsView = z.infer<typeof checkoutDetailsViewSchema>;
