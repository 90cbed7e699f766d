import type { ContentSummary } from '@shop/contract';
import { Picture } from '@/features/media/Picture';
import { HomeSection } from './HomeSection';

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
    <HomeSection id="home-inspiration" title={title} href={href} linkText={linkText}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {items.flatMap((item) =>
          item.details.kind === 'inspiration'
            ? [
                <li key={item.id}>
                  <figure>
                    <Picture
                      file={item.details.image}
                      alt={item.title}
                      sizes="(min-width: 1024px) 16vw, (min-width: 768px) 33vw, 50vw"
                      className="aspect-square rounded-[var(--brand-radius)]"
                    />
                    <figcaption className="mt-1 line-clamp-2 text-sm text-muted">
                      {item.title}
                    </figcaption>
                  </figure>
                </li>,
              ]
            : [],
        )}
      </ul>
    </HomeSection>
  );
}
