import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { notFoundOnBadLookup } from '@/server/notFoundOnBadLookup';
import { serverTrpc } from '@/trpc/server';

/**
 * The product of a slug from the address bar, or a 404 page; asked once per render. Pages await
 * it before anything streams, so an unknown slug is answered 404, not 200.
 */
export const productBySlug = cache(async (rawSlug: string) => {
  const trpc = await serverTrpc();
  try {
    // A malformed escape in the address (`%E0`) names no product.
    const slug = decodeURIComponent(rawSlug);
    return await trpc.catalogue.product({ slug });
  } catch (error) {
    if (error instanceof URIError) notFound();
    notFoundOnBadLookup(error);
  }
});
