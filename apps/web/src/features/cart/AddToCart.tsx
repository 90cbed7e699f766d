'use client';

import type { LineSelection } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { trackEvent } from '@/features/analytics/tracking';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

export function AddToCart({
  productId,
  selection,
  disabled,
  item,
}: {
  productId: string;
  selection: LineSelection;
  disabled: boolean;
  item: { item_id: string; item_name: string; price?: number };
}) {
  const t = useTranslations('cart');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const add = useMutation(
    trpc.cart.addLine.mutationOptions({
      onSuccess: () => {
        toast({ variant: 'success', title: t('added', { name: item.item_name }) });
        trackEvent('add_to_cart', {
          currency: 'EUR',
          value: (item.price ?? 0) * selection.quantity,
          items: [{ ...item, quantity: selection.quantity }],
        });
        // The header's cart count is rendered on the server.
        router.refresh();
      },
      onError: (error) => toast({ variant: 'error', title: errors.api(error) }),
    }),
  );
  return (
    <button
      type="button"
      disabled={disabled || add.isPending}
      aria-busy={add.isPending}
      onClick={() => add.mutate({ productId, selection })}
      className="rounded-full bg-primary px-6 py-3 text-lg font-semibold text-primary-text disabled:opacity-50"
    >
      {add.isPending ? t('adding') : t('add')}
    </button>
  );
}
