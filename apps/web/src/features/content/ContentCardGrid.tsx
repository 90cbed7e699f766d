import type { Locale, PrefixMode } from '@shop/site';
import { ContentCard } from './ContentCard';
import type { DetailSummary } from './contentPages';

/** Items as a grid of cards: one column on a phone, three on a wide screen. */
export function ContentCardGrid({
  items,
  locale,
  mode,
  headingLevel = 2,
  eager = 0,
}: {
  items: DetailSummary[];
  locale: Locale;
  mode: PrefixMode;
  headingLevel?: 2 | 3;
  /** How many cards' pictures load first: those above the fold. */
  eager?: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <ContentCard
            item={item}
            locale={locale}
            mode={mode}
            headingLevel={headingLevel}
            priority={index < eager}
          />
        </li>
      ))}
    </ul>
  );
}
