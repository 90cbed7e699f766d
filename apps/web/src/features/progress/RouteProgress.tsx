'use client';

import { ProgressProvider } from '@bprogress/next/app';
import { progressBar } from '@shop/site';
import type { ReactNode } from 'react';

/** The top bar from a route change's start until it completes or fails. */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--brand-primary)"
      options={{
        minimum: progressBar.minimum,
        speed: progressBar.speed,
        showSpinner: progressBar.showSpinner,
      }}
      shallowRouting
    >
      {children}
    </ProgressProvider>
  );
}
