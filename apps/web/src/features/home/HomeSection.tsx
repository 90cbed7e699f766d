import Link from 'next/link';
import type { ReactNode } from 'react';

/** A home page section: its title, the link to all of it, and what it shows. */
export function HomeSection({
  id,
  title,
  href,
  linkText,
  children,
}: {
  id: string;
  title: string;
  href: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-[1320px] px-4 py-10" aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        <Link href={href} className="font-semibold underline">
          {linkText} →
        </Link>
      </div>
      {children}
    </section>
  );
}
