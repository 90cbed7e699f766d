'use client';

import { type VatDisplay, vatCookie } from '@shop/site';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShellTexts } from '@/features/shell/ShellTextsProvider';
import { useToast } from '@/features/toast/ToastProvider';

const options: VatDisplay[] = ['incl', 'excl'];

export function VatToggle({ initial }: { initial: VatDisplay }) {
  const texts = useShellTexts().vat;
  const toast = useToast();
  const router = useRouter();
  const [value, setValue] = useState(initial);

  function choose(next: VatDisplay) {
    if (next === value) return;
    setValue(next);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret preference cookie
    document.cookie = `${vatCookie.name}=${next}; Max-Age=${vatCookie.maxAge}; Path=${vatCookie.path}; SameSite=Lax`;
    // Prices render on the server: re-render the page with the new choice.
    router.refresh();
    toast({
      variant: 'info',
      title: next === 'incl' ? texts.toastInclTitle : texts.toastExclTitle,
      description: texts.toastDescription,
    });
  }

  return (
    <fieldset className="flex items-center gap-1 text-xs">
      <legend className="sr-only">{texts.label}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => choose(option)}
          className="rounded-full border border-black/15 px-2.5 py-1 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-text"
        >
          {texts[option]}
        </button>
      ))}
    </fieldset>
  );
}
