'use client';

import { isEmail } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '@/trpc/TrpcProvider';

/** Checks an address while the shopper types, 400 ms after they pause. */
export function useEmailAvailability(email: string | undefined) {
  const trpc = useTRPC();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(email?.trim() ?? ''), 400);
    return () => clearTimeout(timer);
  }, [email]);
  const enabled = isEmail(settled);
  const query = useQuery({ ...trpc.auth.checkEmail.queryOptions({ email: settled }), enabled });
  return enabled ? query.data : undefined;
}
