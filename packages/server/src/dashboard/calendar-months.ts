/** Calendar arithmetic on UTC dates for the dashboard: "YYYY-MM-DD" days and "YYYY-MM" months. */

/** The UTC calendar date of `instant`, as YYYY-MM-DD. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The `count` months up to and including the month of `date` (YYYY-MM-DD), oldest first, as YYYY-MM. */
export function monthsUpTo(date: string, count: number): string[] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return first.toISOString().slice(0, 7);
  });
}

/** The first day (YYYY-MM-DD) of the month after `month` (YYYY-MM). */
export function firstDayOfNextMonth(month: string): string {
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
  return next.toISOString().slice(0, 10);
}
