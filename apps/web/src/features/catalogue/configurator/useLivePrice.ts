'use client';

import type { ConfigurationSelection } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '@/trpc/TrpcProvider';

/** The server's price for a selection, asked 150 ms after the shopper stops changing it. */
export function useLivePrice(productId: string, selection: ConfigurationSelection) {
  const trpc = useTRPC();
  const [settled, setSettled] = useState(selection);
  const key = JSON.stringify(selection);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key)), 150);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    ...trpc.catalogue.configure.queryOptions({ productId, selection: settled }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const stale = JSON.stringify(settled) !== key || query.isFetching;
  return { result: query.data, stale };
}
