import { hrefFor, type Locale, type PrefixMode } from '@shop/site';
import Link from 'next/link';
import { Picture } from '@/features/media/Picture';
import { ContentMeta } from './ContentMeta';
import { contentPages, type DetailSummary } from './contentPages';

/** An item in an archive or on the home page: picture, date, title and summary. */
export function ContentCard({
  item,
  locale,
  mode,
  priority,
  headingLevel = 2,
}: {
  item: DetailSummary;
  locale: Locale;
  mode: PrefixMode;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = hrefFor(contentPages[item.kind].detail, locale, { slug: item.slug }, mode);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--brand-radius)] border border-black/10 bg-white">
      {item.heroImage ? (
        <Picture
          file={item.heroImage}
          sizes="(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2]"
          priority={priority}
          zoomOnHover
        />
      ) : (
        <div className="aspect-[3/2] bg-black/5" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ContentMeta publishedAt={item.publishedAt} locale={locale} />
        <Heading className="text-lg font-semibold leading-snug">
          {/* The whole card is the link's target; the heading names it. */}
          <Link href={href} className="after:absolute after:inset-0 group-hover:underline">
            {item.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{item.summary}</p>
      </div>
    </article>
  );
}
