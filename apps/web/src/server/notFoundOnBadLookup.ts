import 'server-only';
import { isApiError } from '@shop/contract';
import { TRPCError } from '@trpc/server';
import { notFound } from 'next/navigation';

/**
 * A lookup by a slug from the address bar that the API answers 404, or refuses as bad input
 * (a NUL, an overlong slug), is a page that does not exist: a 404, never a 500.
 */
export function notFoundOnBadLookup(error: unknown): never {
  // Through the BFF the API's error is the cause of a tRPC one; read directly it is itself.
  const cause = error instanceof TRPCError ? error.cause : error;
  if (isApiError(cause) && [400, 404, 414].includes(cause.status)) notFound();
  if (error instanceof TRPCError && (error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND')) {
    notFound();
  }
  throw error;
}
