'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * One step's content under its heading. When the shopper moves to a step, focus goes to its
 * heading, so keyboard and screen-reader users continue where the new content starts.
 */
export function StepPanel({
  title,
  focusOnShow,
  children,
}: {
  title: string;
  focusOnShow: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <section className="mt-6">
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
