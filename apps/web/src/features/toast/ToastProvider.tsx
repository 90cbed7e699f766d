'use client';

import { type ToastVariant, toastSettings } from '@shop/site';
import dynamic from 'next/dynamic';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useShellTexts } from '@/features/shell/ShellTextsProvider';

export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  description?: string;
}

export type ShownToast = ToastMessage & { id: number };

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}

// Toasts follow a shopper's action, never the first paint: Radix's toast code loads with the
// first one instead of with every page.
const ToastStack = dynamic(() => import('./ToastStack'), { ssr: false });

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const labels = useShellTexts().toast;
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    setToasts((list) => [...list, { ...toast, id: nextId++ }]);
  }, []);
  const forget = useCallback((id: number) => {
    // Leave the close animation time to finish before unmounting.
    setTimeout(
      () => setToasts((list) => list.filter((toast) => toast.id !== id)),
      toastSettings.closeMs,
    );
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 ? <ToastStack toasts={toasts} onClosed={forget} labels={labels} /> : null}
    </ToastContext.Provider>
  );
}
