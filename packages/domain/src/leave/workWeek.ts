import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { weekdayIndex } from './calendarDays.ts';
import { BOTH_HALVES, type DayHalves, type DayPart, halvesOf, NO_HALVES } from './dayParts.ts';

/** What an employee works on a weekday: the whole day, one half of it, or nothing. */
export type WorkedPart = DayPart | 'none';

/**
 * An employee's work-week pattern: what each weekday works, Monday first, and the hours of a whole
 * working day (a half day works half of them). A Saturday worked in the morning only is 'morning'.
 */
export interface WorkWeek {
  days: readonly [WorkedPart, WorkedPart, WorkedPart, WorkedPart, WorkedPart, WorkedPart, WorkedPart];
  hoursPerDay: Decimal;
}

/** Monday to Friday, 8 hours a day: the pattern an employee has until one is set. */
export const MONDAY_TO_FRIDAY: WorkWeek = {
  days: ['whole', 'whole', 'whole', 'whole', 'whole', 'none', 'none'],
  hoursPerDay: new Decimal(8),
};

export function workedHalvesOn(date: CalendarDate, workWeek: WorkWeek): DayHalves {
  return halvesOf(workWeek.days[weekdayIndex(date)] ?? 'none');
}

/**
 * The `n`th working day after `date` (`n` at least 1): a day the work week works whole and on which no
 * holiday falls, even for half of it, so a whole day of leave booked on it counts one day. Counting
 * weekdays alone lands on holidays: from Friday 4 December 2026, the 20th weekday is New Year's Day.
 */
export function nthWorkingDayAfter(
  date: CalendarDate,
  n: number,
  workWeek: WorkWeek,
  holidayHalvesOn: (date: CalendarDate) => DayHalves,
): CalendarDate {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a whole number from 1, not ${n}.`);
  if (!workWeek.days.includes('whole')) throw new RangeError('The work week has no whole working day.');
  let day = date;
  for (let left = n; left > 0; ) {
    day = day.add({ days: 1 });
    if (workedHalvesOn(day, workWeek) === BOTH_HALVES && holidayHalvesOn(day) === NO_HALVES) left -= 1;
  }
  return day;
}
