import { httpBatchStreamLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from './routers/app';

/** Namespaces whose cached data is refetched after any successful mutation. */
export const invalidatedNamespaces = ['cart', 'user', 'auth', 'order'] as const;

export interface LinkOptions {
  url: string;
  locale?: string;
  /** During server rendering: the incoming request's headers to pass on. */
  forwardHeaders?: () => Record<string, string>;
  fetch?: typeof fetch;
}

/** Mutations and cart.order queries go alone; every other query joins one streamed batch. */
export function isUnbatched(op: { type: string; path: string }): boolean {
  return op.type !== 'query' || op.path.includes('cart.order');
}

/**
 * Queries whose input is personal (an e-mail address being checked) travel in a POST body:
 * a GET would write it into every access log on the way.
 */
export const postedQueries = new Set(['auth.checkEmail']);

export function makeLinks(options: LinkOptions): TRPCLink<AppRouter>[] {
  const headers = () => ({
    ...options.forwardHeaders?.(),
    'x-ssr': '1',
    ...(options.locale ? { 'x-locale': options.locale } : {}),
  });
  const common = { url: options.url, transformer: superjson, headers, fetch: options.fetch };
  return [
    splitLink({
      condition: (op) => op.type === 'query' && postedQueries.has(op.path),
      true: httpLink({ ...common, methodOverride: 'POST' }),
      false: splitLink({
        condition: isUnbatched,
        true: httpLink(common),
        false: httpBatchStreamLink(common),
      }),
    }),
  ];
}
