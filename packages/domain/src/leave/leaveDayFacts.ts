import type { CalendarDate } from '@internationalized/date';
import { weekdayIndex } from './calendarDays.ts';
import { type Holiday, holidayNamesLookup } from './holidays.ts';
import type { WorkedPart, WorkWeek } from './workWeek.ts';

/**
 * What a day of a leave range is, beside what it counts: the part of it the employee's work week
 * works and the holidays on it. A day that counts 0 (or half) can then say why, as "weekly day off"
 * or "Christmas Day", instead of leaving the reader to guess.
 */
export interface LeaveDayFacts {
  worked: WorkedPart;
  /** The names of the holidays on the day, whole or half; empty on an ordinary day. */
  holidays: string[];
}

/** The facts of any date under one calendar, with the holidays looked up once for a whole range. */
export function leaveDayFacts(calendar: {
  workWeek: WorkWeek;
  holidays: readonly Holiday[];
}): (date: CalendarDate) => LeaveDayFacts {
  const holidaysOn = holidayNamesLookup(calendar.holidays);
  return (date) => ({
    worked: calendar.workWeek.days[weekdayIndex(date)] ?? 'none',
    holidays: holidaysOn(date),
  });
}
