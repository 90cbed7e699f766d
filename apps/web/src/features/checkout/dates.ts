import { formatDate, type Locale } from '@shop/site';

/** A promised day (yyyy-mm-dd, the shop's calendar) as the spec writes dates: d MMMM yyyy. */
export function formatDay(isoDate: string, locale: Locale): string {
  // Noon UTC falls on the same calendar day in every shop time zone.
  return formatDate(new Date(`${isoDate}T12:00:00Z`), locale);
}
