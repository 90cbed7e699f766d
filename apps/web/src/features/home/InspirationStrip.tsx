import type { ContentSummary } from '@shop/contract';
import Image from 'next/image';
import { SectionHeading } from './SectionHeading';

/** A row of inspiration photos leading to the whole gallery. */
export function InspirationStrip({
  items,
  title,
  href,
  linkText,
}: {
  items: ContentSummary[];
  title: string;
  href: string;
  linkText: string;
}) {
  return (
    <section
      className="mx-auto w-full max-w-[1320px] px-4 py-10"
      aria-labelledby="home-inspiration"
    >
      <SectionHeading id="home-inspiration" title={title} href={href} linkText={linkText} />
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {items.flatMap((item) =>
          item.details.kind === 'inspiration'
            ? [
                <li key={item.id}>
                  <figure>
                    <div className="relative aspect-square overflow-hidden rounded-[var(--brand-radius)] bg-black/5">
                      <Image
                        src={`/uploads/${item.details.image}`}
                        alt={item.title}
                        fill
                        sizes="(min-width: 1024px) 16vw, (min-width: 768px) 33vw, 50vw"
                        className="object-cover"
                      />
                    </div>
                    <figcaption className="mt-1 line-clamp-2 text-sm text-muted">
                      {item.title}
                    </figcaption>
                  </figure>
                </li>,
              ]
            : [],
        )}
      </ul>
    </section>
  );
}
