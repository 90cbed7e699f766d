import 'server-only';
import { localeHeader } from '@shop/contract';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { createCallerFactory, createTRPCContext } from './init';
import { appRouter } from './routers/app';

const createCaller = createCallerFactory(appRouter);

/**
 * Server components call procedures in-process with the incoming request's headers, so the
 * page and the browser's /api/trpc calls share one context and one code path to the API.
 */
export const serverTrpc = cache(async () => {
  const incoming = new Headers(await headers());
  incoming.set('x-ssr', '1');
  incoming.set(localeHeader, await getLocale());
  return createCaller(await createTRPCContext({ headers: incoming }));
});
