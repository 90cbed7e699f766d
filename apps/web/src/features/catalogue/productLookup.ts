import 'server-only';
import { cache } from 'react';
import { notFoundOnBadLookup } from '@/server/notFoundOnBadLookup';
import { serverTrpc } from '@/trpc/server';

/**
 * The product of a slug from the address bar, or a 404 page; asked once per render. Pages await
 * it before anything streams, so an unknown slug is answered 404, not 200.
 */
export const productBySlug = cache(async (slug: string) => {
  const trpc = await serverTrpc();
  try {
    return await trpc.catalogue.product({ slug });
  } catch (error) {
    notFoundOnBadLookup(error);
  }
});

/** The product's slug in every locale; asked once per render. */
export const productSlugs = cache(async (productId: string) =>
  (await serverTrpc()).catalogue.slugs({ productId }),
);
