import { z } from 'zod';
import {
  configurationErrorSchema,
  configurationPriceSchema,
  configurationSelectionSchema,
} from './rules';

/** POST /Products/{id}/configure and PUT /Products/{id}/quantity */
export const configureBodySchema = configurationSelectionSchema;

/** A valid selection gets its price; an invalid one says why, field by field. */
export const configureResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), price: configurationPriceSchema }),
  z.object({ ok: z.literal(false), errors: z.array(configurationErrorSchema) }),
]);
export type ConfigureResponse = z.infer<typeof configureResponseSchema>;
