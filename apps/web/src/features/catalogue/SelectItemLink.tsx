'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/tracking';

/** A product link that reports select_item with GA4 item fields. */
export function SelectItemLink({
  href,
  item,
  listName,
  className,
  children,
}: {
  href: string;
  item: Record<string, string | number>;
  listName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={className}
      onClick={() =>
        trackEvent('select_item', {
          item_list_name: listName,
          items: [{ ...item, item_list_name: listName }],
        })
      }
    >
      {children}
    </Link>
  );
}
