import type { ReactNode } from 'react';

/** The frame of every account page: a narrow column with a heading. */
export function AccountPage({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`mx-auto w-full px-4 py-10 md:py-14 ${wide ? 'max-w-3xl' : 'max-w-lg'}`}>
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
