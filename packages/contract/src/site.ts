import { z } from 'zod';
import { shopIdSchema } from './shop';
import { brandIdSchema, localeSchema } from './siteEnums';

/** GET /shop: the locale to describe the shop in; the shop's default when left out. */
export const shopInfoQuerySchema = z.object({
  locale: localeSchema.optional(),
});

export type ShopInfoQuery = z.infer<typeof shopInfoQuerySchema>;

/** GET /shop: the shop the `x-shop-id` header selected, with its texts from the database. */
export const shopInfoResponseSchema = z.object({
  code: shopIdSchema,
  brandId: brandIdSchema,
  name: z.string(),
  locale: localeSchema,
  /** Editors' home-page copy in that locale; null until an editor writes it. */
  home: z.object({ heroTitle: z.string(), heroText: z.string() }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type ShopInfoResponse = z.infer<typeof shopInfoResponseSchema>;
