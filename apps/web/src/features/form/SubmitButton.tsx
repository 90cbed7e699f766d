'use client';

import type { ReactNode } from 'react';

export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'danger';
}) {
  const colours = variant === 'danger' ? 'bg-red-700 text-white' : 'bg-primary text-primary-text';
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={`rounded-full px-6 py-2.5 font-semibold disabled:opacity-60 ${colours}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
