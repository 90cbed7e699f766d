import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** Page links; page 1 carries no ?page= (the caller's hrefOf decides). */
export async function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('components.pagination');
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const linkClass = 'min-w-10 rounded-full border border-black/15 px-3 py-2 text-center';
  return (
    <nav aria-label={t('label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} rel="prev" className={linkClass}>
          {t('previous')}
        </Link>
      ) : null}
      {pages.map((p) => (
        <Link
          key={p}
          href={hrefOf(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('page', { page: p })}
          className={`${linkClass} aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-text`}
        >
          {p}
        </Link>
      ))}
      {page < pageCount ? (
        <Link href={hrefOf(page + 1)} rel="next" className={linkClass}>
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
