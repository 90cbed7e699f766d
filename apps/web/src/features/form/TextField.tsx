'use client';

import { type InputHTMLAttributes, useId } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  optionalLabel?: string;
}

/** A labelled input whose error and hint are announced with it. */
export function TextField({ label, error, hint, optionalLabel, className = '', ...input }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optionalLabel ? (
          <span className="ml-1 font-normal text-muted">({optionalLabel})</span>
        ) : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="rounded-[var(--brand-radius)] border border-black/25 bg-white px-3 py-2 aria-invalid:border-red-700"
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
