import type { OrderStatus } from '@shop/contract';
import { useTranslations } from 'next-intl';

const colours: Record<OrderStatus, string> = {
  cart: 'bg-black/5',
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-black/5 text-muted',
  expired: 'bg-black/5 text-muted',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('account.orders.statuses');
  return (
    <span
      data-status={status}
      className={`w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}
    >
      {t(status)}
    </span>
  );
}
