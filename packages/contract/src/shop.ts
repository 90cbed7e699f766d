import { z } from 'zod';
import { brandCodeSchema, localeSchema } from './siteEnums';

/** The REST API serves one shop per request, chosen by the brand code in this header. */
export const shopIdHeader = 'x-shop-id';
/** The locale the caller renders in, when it knows one (spec section 7). */
export const localeHeader = 'x-locale';

export const shopIdSchema = brandCodeSchema;

/** Header names are lower case because Node lower-cases incoming headers. */
export const shopHeadersSchema = z.object({
  [shopIdHeader]: shopIdSchema,
  [localeHeader]: localeSchema.optional(),
});

export type ShopHeaders = z.infer<typeof shopHeadersSchema>;
