'use client';

import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { type ReactNode, useState } from 'react';
import { invalidatedNamespaces, makeLinks } from './links';
import type { AppRouter } from './routers/app';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

function makeQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: () =>
        queryClient.invalidateQueries({
          predicate: (query) => {
            const path = query.queryKey[0];
            const namespace = Array.isArray(path) ? path[0] : undefined;
            return invalidatedNamespaces.includes(namespace);
          },
        }),
    }),
  });
  return queryClient;
}

/** Mounted only around the islands that call the BFF from the browser. */
export function TrpcProvider({ children, locale }: { children: ReactNode; locale: string }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({ links: makeLinks({ url: '/api/trpc', locale }) }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
