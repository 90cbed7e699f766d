import type { ReactNode } from 'react';

/** A message above a form: why a submit failed, or what happens next. */
export function FormAlert({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const colours = {
    error: 'border-red-700 bg-red-50 text-red-900',
    success: 'border-green-700 bg-green-50 text-green-900',
    info: 'border-black/20 bg-black/5',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-[var(--brand-radius)] border-l-4 p-3 ${colours}`}
    >
      {children}
    </div>
  );
}
