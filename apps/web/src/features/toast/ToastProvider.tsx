'use client';

import * as Toast from '@radix-ui/react-toast';
import { type ToastVariant, toastSettings } from '@shop/site';
import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  description?: string;
}

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}

const variantClass: Record<ToastVariant, string> = {
  success: 'border-l-green-700',
  error: 'border-l-red-700',
  warning: 'border-l-amber-600',
  info: 'border-l-[var(--brand-accent)]',
};

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('components.toast');
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    setToasts((list) => [...list, { ...toast, id: nextId++ }]);
  }, []);
  const forget = (id: number) => {
    // Leave the close animation time to finish before unmounting.
    setTimeout(
      () => setToasts((list) => list.filter((toast) => toast.id !== id)),
      toastSettings.closeMs,
    );
  };

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider
        duration={toastSettings.duration}
        swipeDirection={toastSettings.swipeDirection}
        swipeThreshold={toastSettings.swipeThreshold}
        label={t('region')}
      >
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            type={toast.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => open || forget(toast.id)}
            data-variant={toast.variant}
            className={`toast relative grid grid-cols-[1fr_auto] gap-x-3 rounded-[var(--brand-radius)] border border-l-4 border-black/10 bg-white p-4 pr-3 text-ink shadow-lg ${variantClass[toast.variant]}`}
          >
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="col-start-1 text-sm text-muted">
                {toast.description}
              </Toast.Description>
            ) : null}
            <Toast.Close
              aria-label={t('hide')}
              className="col-start-2 row-span-2 row-start-1 h-8 w-8 rounded-full text-xl leading-none text-muted hover:bg-black/5"
            >
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport
          hotkey={[...toastSettings.hotkey]}
          style={{ width: toastSettings.viewportWidth }}
          className="fixed right-0 bottom-0 z-50 m-0 flex max-w-[100vw] list-none flex-col gap-2 p-4 outline-none"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
