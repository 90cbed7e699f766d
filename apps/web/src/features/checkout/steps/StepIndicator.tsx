'use client';

import { useTranslations } from 'next-intl';
import { useSteps } from './StepsContext';

/** Where the shopper is; the steps already done (and the next one reached) can be revisited. */
export function StepIndicator() {
  const t = useTranslations('checkout.steps');
  const { steps, current, reachable, goTo } = useSteps();
  return (
    <nav aria-label={t('label')}>
      <ol className="flex gap-2 text-sm sm:gap-6">
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const done = index < current;
          const content = (
            <>
              <span
                aria-hidden
                className={`grid size-7 shrink-0 place-items-center rounded-full border text-xs font-bold ${
                  isCurrent || done
                    ? 'border-primary bg-primary text-primary-text'
                    : 'border-black/25 text-muted'
                }`}
              >
                {done ? '✓' : index + 1}
              </span>
              <span className={isCurrent ? 'font-semibold' : ''}>{t(step)}</span>
            </>
          );
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-center gap-2 border-b-2 pb-2 sm:flex-none sm:border-0 sm:pb-0 aria-[current=step]:border-primary border-transparent"
            >
              {!isCurrent && index <= reachable ? (
                <button
                  type="button"
                  onClick={() => goTo(index)}
                  className="flex items-center gap-2 rounded text-left underline-offset-2 hover:underline"
                >
                  {content}
                </button>
              ) : (
                <span className="flex items-center gap-2">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
