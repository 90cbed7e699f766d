import { formatDate, type Locale } from '@shop/site';
import { getTranslations } from 'next-intl/server';

/** "12 March 2026 · by Sanne de Vries", the date in the locale's own time zone. */
export async function ContentMeta({
  publishedAt,
  author,
  locale,
}: {
  publishedAt: string;
  author?: string | null;
  locale: Locale;
}) {
  const t = await getTranslations('components.content');
  return (
    <p className="text-sm text-muted">
      <time dateTime={publishedAt}>{formatDate(new Date(publishedAt), locale)}</time>
      {author ? <> · {t('byAuthor', { author })}</> : null}
    </p>
  );
}
