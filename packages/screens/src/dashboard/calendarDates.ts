import { parseDate } from '@internationalized/date';

/*
 * The contract's dates are calendar dates ("2026-11-22") and months ("2026-11") without a time or a
 * zone. They are read as midnight UTC and formatted in UTC, so no time zone can move them a day.
 */

/** "2026-11-22" as a date in words, e.g. "22 November 2026" (en-GB). */
export function formatCalendarDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    parseDate(isoDate).toDate('UTC'),
  );
}

/** "2026-11" as a short month and year, e.g. "Nov 2026". */
export function formatCalendarMonth(isoMonth: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    parseDate(`${isoMonth}-01`).toDate('UTC'),
  );
}
