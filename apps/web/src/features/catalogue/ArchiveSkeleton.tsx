/** What the archive looks like while its products load: the same grid, without content. */
export function ArchiveSkeleton({ label }: { label: string }) {
  return (
    <section
      className="mx-auto w-full max-w-[1320px] px-4 py-8"
      aria-busy="true"
      aria-label={label}
    >
      <div className="h-9 w-64 animate-pulse rounded bg-black/10" />
      <div className="mt-3 h-5 w-96 max-w-full animate-pulse rounded bg-black/5" />
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <li
            key={i}
            className="overflow-hidden rounded-[var(--brand-radius)] border border-black/10 bg-white"
          >
            <div className="aspect-[4/3] animate-pulse bg-black/5" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-black/10" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-black/5" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
