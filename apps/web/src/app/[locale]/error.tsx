'use client';

import { useShellTexts } from '@/features/shell/ShellTextsProvider';

/** A failure while rendering a page: say so in the shopper's language and offer a retry. */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const texts = useShellTexts().error;
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-full bg-primary px-5 py-2.5 font-semibold text-primary-text"
      >
        {texts.retry}
      </button>
    </section>
  );
}
