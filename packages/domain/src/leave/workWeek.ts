import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { weekdayIndex } from './calendarDays.ts';
import { type DayHalves, type DayPart, halvesOf } from './dayParts.ts';

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
