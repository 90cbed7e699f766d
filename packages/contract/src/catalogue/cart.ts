import { z } from 'zod';
import { configurationSelectionSchema } from './rules';

const cents = z.number().int().nonnegative();

/** A configured product's choices, or only a quantity for a product sold as it is. */
export const lineSelectionSchema = z.union([
  configurationSelectionSchema,
  z.object({ quantity: z.number().int().min(1).max(999) }),
]);
export type LineSelection = z.infer<typeof lineSelectionSchema>;

/** The guest cart travels in this header (from the storefront's httpOnly cookie). */
export const cartTokenHeader = 'x-cart-token';

export const cartLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  sku: z.string(),
  kind: z.enum(['panel', 'photoprint', 'standard']),
  name: z.string(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  selection: lineSelectionSchema,
  quantity: z.number().int().min(1),
  unitNetCents: cents,
  totalNetCents: cents,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  id: z.uuid().nullable(),
  lines: z.array(cartLineSchema),
  itemCount: z.number().int().nonnegative(),
  totals: z.object({ netCents: cents, vatCents: cents, grossCents: cents, vatRatePct: z.number() }),
  /** Set only when this call created the guest cart: the storefront keeps it in a cookie. */
  cartToken: z.string().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /orders/lines */
export const addLineBodySchema = z.object({
  productId: z.uuid(),
  selection: lineSelectionSchema,
});

/** PUT /orders/lines/{id} */
export const updateLineBodySchema = z.object({ quantity: z.number().int().min(1).max(999) });

export const lineParamsSchema = z.object({ id: z.uuid() });
