/** The wall-clock date and time in a time zone. */
function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * The day a delivery can be promised: `leadDays` working days (Monday-Friday) after the day
 * the order counts from. An order after the cut-off, or on a weekend, counts from the next
 * working day. Dates are calendar dates in the shop's time zone (yyyy-mm-dd). Public holidays
 * are not known to the shop, so a promise near one may be a day early.
 */
export function promisedDate(
  orderedAt: Date,
  timeZone: string,
  cutOff: { hours: number; minutes: number },
  leadDays: number,
): string {
  const local = zonedParts(orderedAt, timeZone);
  // Calendar arithmetic on a UTC date stands for the local date; no clock is involved any more.
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  const afterCutOff = local.hour * 60 + local.minute >= cutOff.hours * 60 + cutOff.minutes;
  if (afterCutOff || isWeekend(day)) {
    do day.setUTCDate(day.getUTCDate() + 1);
    while (isWeekend(day));
  }
  for (let added = 0; added < leadDays; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!isWeekend(day)) added += 1;
  }
  return day.toISOString().slice(0, 10);
}
