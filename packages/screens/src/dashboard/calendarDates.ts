import { parseDate } from '@internationalized/date';

/*
 * The contract's months ("2026-11") have no time or zone: read as midnight UTC and formatted in UTC, no
 * time zone can move one. Its days print through the employer's format (useFormatDay).
 */

/** "2026-11" as a short month and year, e.g. "Nov 2026". */
export function formatCalendarMonth(isoMonth: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    parseDate(`${isoMonth}-01`).toDate('UTC'),
  );
}
