'use client';

import type { Locale } from '@shop/site';
import { useEffect, useSyncExternalStore } from 'react';

type Paths = Partial<Record<Locale, string>>;

// The page on screen tells the header's language switch where it lives in other locales.
let current: Paths | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function usePageAlternates(): Paths | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => undefined,
  );
}

/**
 * Rendered by pages whose paths differ per locale beyond the route table (localized slugs):
 * the language switch uses these paths while the page is shown.
 */
export function PageAlternates({ paths }: { paths: Paths }) {
  const key = JSON.stringify(paths);
  useEffect(() => {
    const mine = JSON.parse(key) as Paths;
    current = mine;
    emit();
    return () => {
      if (current === mine) {
        current = undefined;
        emit();
      }
    };
  }, [key]);
  return null;
}
