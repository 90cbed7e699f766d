'use client';

import * as Toast from '@radix-ui/react-toast';
import { toastSettings } from '@shop/site';
import type { ShownToast } from './ToastProvider';

const variantClass: Record<ShownToast['variant'], string> = {
  success: 'border-l-green-700',
  error: 'border-l-red-700',
  warning: 'border-l-amber-600',
  info: 'border-l-[var(--brand-accent)]',
};

/** The toasts on screen, with Radix's timing, swipe, F8 and Escape handling. */
export default function ToastStack({
  toasts,
  onClosed,
  labels,
}: {
  toasts: ShownToast[];
  onClosed: (id: number) => void;
  labels: { region: string; hide: string };
}) {
  return (
    <Toast.Provider
      duration={toastSettings.duration}
      swipeDirection={toastSettings.swipeDirection}
      swipeThreshold={toastSettings.swipeThreshold}
      label={labels.region}
    >
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => open || onClosed(toast.id)}
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
            aria-label={labels.hide}
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
  );
}
