import { type Locale, timeZones } from './locales';

export const dateFormat = 'd MMMM yyyy';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterFor(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: timeZones[locale],
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

// The spec fixes one pattern (d MMMM yyyy) for every locale, so the parts are joined with
// spaces instead of taking Intl's own punctuation (German would otherwise read '5. März').
export function formatDate(date: Date, locale: Locale): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Cannot format an invalid date');
  const parts = formatterFor(locale).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
