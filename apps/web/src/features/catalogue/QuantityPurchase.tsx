'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AddToCart } from '@/features/cart/AddToCart';

/** A product sold as it is: a quantity and the button. */
export function QuantityPurchase({
  productId,
  item,
}: {
  productId: string;
  item: { item_id: string; item_name: string; price: number };
}) {
  const t = useTranslations('product.configurator');
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-[var(--brand-radius)] border border-black/10 bg-white p-5">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('quantity')}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={quantity}
          onChange={(e) => setQuantity(Math.min(999, Math.max(1, Number(e.target.value) || 1)))}
          className="w-24 rounded-[var(--brand-radius)] border border-black/25 bg-white px-3 py-2"
        />
      </div>
      <AddToCart productId={productId} selection={{ quantity }} disabled={false} item={item} />
    </div>
  );
}
