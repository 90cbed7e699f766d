'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export const checkoutSteps = ['details', 'delivery', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

interface StepsValue {
  steps: readonly CheckoutStep[];
  /** 0-based; equal to the number of steps once the last one is done. */
  current: number;
  /** The furthest step whose earlier steps are done: the indicator links up to it. */
  reachable: number;
  /** The shopper has moved between steps (focus follows moves, not the first render). */
  moved: boolean;
  goTo(index: number): void;
  next(): void;
}

const StepsContext = createContext<StepsValue | null>(null);

/**
 * The spec's invalid step: below zero or above the number of steps. Equal to the number is
 * allowed and means "all steps done" (the shopper is on the way to the payment page).
 */
export function assertStepIndex(index: number, count: number): void {
  if (!Number.isInteger(index) || index < 0 || index > count) {
    throw new RangeError(`Invalid step ${index}: a step runs from 0 to ${count}`);
  }
}

export function StepsProvider({
  initial,
  reachable,
  children,
}: {
  initial: number;
  reachable: number;
  children: ReactNode;
}) {
  const steps = checkoutSteps;
  assertStepIndex(initial, checkoutSteps.length);
  const [current, setCurrent] = useState(initial);
  const [moved, setMoved] = useState(false);
  const goTo = useCallback((index: number) => {
    assertStepIndex(index, checkoutSteps.length);
    setCurrent(index);
    setMoved(true);
  }, []);
  const value = useMemo<StepsValue>(
    () => ({ steps, current, reachable, moved, goTo, next: () => goTo(current + 1) }),
    [current, reachable, moved, goTo],
  );
  return <StepsContext.Provider value={value}>{children}</StepsContext.Provider>;
}

/** The checkout's steps; only inside a StepsProvider. */
export function useSteps(): StepsValue {
  const value = useContext(StepsContext);
  if (!value) throw new Error('Missing steps context');
  return value;
}
