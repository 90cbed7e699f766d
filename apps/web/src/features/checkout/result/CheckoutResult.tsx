'use client';

import type { PaymentStatusResponse } from '@shop/contract';
import type { Locale } from '@shop/site';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '@/trpc/TrpcProvider';
import { OutcomeMessage } from './OutcomeMessage';
import { outcomeOf } from './outcome';
import { trackPurchaseOnce } from './purchaseOnce';

/** How often the status is asked while the provider has not decided, and for how long. */
export const pollIntervalMs = 1500;
export const pollLimitMs = 2 * 60_000;

export interface ResultLinks {
  checkout: string;
  products: string;
  /** My account, for a logged-in customer. */
  account: string | null;
}

/**
 * The payment's outcome for an order, asked again every 1.5 s until the API calls it final.
 * After two minutes the page stops asking and says the mail will follow.
 */
export function CheckoutResult({
  initial,
  locale,
  links,
}: {
  initial: PaymentStatusResponse;
  locale: Locale;
  links: ResultLinks;
}) {
  const trpc = useTRPC();
  const [timedOut, setTimedOut] = useState(false);
  const { data: status } = useQuery({
    ...trpc.cart.order.status.queryOptions({ orderId: initial.orderId }),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.final || timedOut ? false : pollIntervalMs),
  });
  const outcome = outcomeOf(status);

  useEffect(() => {
    if (status.final) return;
    const timer = setTimeout(() => setTimedOut(true), pollLimitMs);
    return () => clearTimeout(timer);
  }, [status.final]);

  useEffect(() => {
    if (outcome === 'paid') trackPurchaseOnce(status);
  }, [outcome, status]);

  // The header's cart count renders on the server: refresh it once the poll sees the end.
  const router = useRouter();
  const finalAtFirst = useRef(initial.final);
  useEffect(() => {
    if (status.final && !finalAtFirst.current) {
      finalAtFirst.current = true;
      router.refresh();
    }
  }, [status.final, router]);

  return (
    <OutcomeMessage
      status={status}
      outcome={outcome}
      timedOut={timedOut && !status.final}
      locale={locale}
      links={links}
    />
  );
}
