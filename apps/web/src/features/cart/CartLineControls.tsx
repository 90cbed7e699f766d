'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { trackEvent } from '@/features/analytics/tracking';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

/** Quantity and removal of one cart line; the page re-renders from the server after each. */
export function CartLineControls({
  lineId,
  quantity,
  item,
}: {
  lineId: string;
  quantity: number;
  item: { item_id: string; item_name: string; price: number };
}) {
  const t = useTranslations('cart');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const id = useId();
  const [value, setValue] = useState(String(quantity));
  // Enter and the blur that follows must not send the same change twice.
  const sent = useRef(quantity);
  const onError = (error: unknown) => {
    sent.current = quantity;
    setValue(String(quantity));
    toast({ variant: 'error', title: errors.api(error) });
  };
  const update = useMutation(
    trpc.cart.updateLine.mutationOptions({
      onSuccess: () => {
        toast({ variant: 'success', title: t('quantityChanged') });
        router.refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.cart.removeLine.mutationOptions({
      onSuccess: () => {
        toast({ variant: 'success', title: t('removed', { name: item.item_name }) });
        trackEvent('remove_from_cart', {
          currency: 'EUR',
          value: item.price * quantity,
          items: [{ ...item, quantity }],
        });
        router.refresh();
      },
      onError,
    }),
  );
  const commit = () => {
    const next = Number(value);
    if (!Number.isInteger(next) || next < 1 || next > 999) return setValue(String(quantity));
    if (next === sent.current) return;
    sent.current = next;
    update.mutate({ id: lineId, quantity: next });
  };

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={`${id}-qty`} className="sr-only">
        {t('quantity')}
      </label>
      <input
        id={`${id}-qty`}
        type="number"
        inputMode="numeric"
        min={1}
        max={999}
        value={value}
        disabled={update.isPending || remove.isPending}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className="w-20 rounded-[var(--brand-radius)] border border-black/25 px-2 py-1.5"
      />
      <button
        type="button"
        onClick={() => remove.mutate({ id: lineId })}
        disabled={remove.isPending}
        className="text-sm underline"
      >
        {t('remove')}
      </button>
    </div>
  );
}
