import { type CalendarDate, endOfMonth } from '@internationalized/date';
import type { PayPeriod } from '../schemas/employee.ts';
import type { DateSpan } from './proration.ts';

/**
 * The pay period that starts on a date, by the employee's Pay Period (Employment terms): Monthly runs
 * to the day before the same day next month (or that month's last day, when it has no such day); Weekly 7 days; Bi-Weekly 14 days; Semi-Monthly the 1st
 * to the 15th or the 16th to the month's end. Calendar arithmetic only (CalendarDate), no times.
 */

export const SEMI_MONTHLY_START = 'A semi-monthly period starts on the 1st or the 16th of a month.';

/** A run pays for a period, so it cannot be paid before the period begins (it may be paid late, or early in it). */
export const PAY_DATE_BEFORE_PERIOD = "The pay date cannot be before the period's first day.";

/** The days of `payPeriod` from `start`; throws a RangeError (SEMI_MONTHLY_START) for a semi-monthly period not starting on the 1st or 16th. */
export function payPeriodSpan(payPeriod: PayPeriod, start: CalendarDate): DateSpan {
  switch (payPeriod) {
    case 'Monthly': {
      // A start past the next month's last day (31 January) runs to that last day (28 February),
      // not to the day before it: the next period then starts on the 1st, and no day is left out.
      const next = start.add({ months: 1 });
      return { from: start, to: next.day < start.day ? next : next.subtract({ days: 1 }) };
    }
    case 'Weekly':
      return { from: start, to: start.add({ days: 6 }) };
    case 'Bi-Weekly':
      return { from: start, to: start.add({ days: 13 }) };
    case 'Semi-Monthly':
      if (start.day === 1) return { from: start, to: start.set({ day: 15 }) };
      if (start.day === 16) return { from: start, to: endOfMonth(start) };
      throw new RangeError(SEMI_MONTHLY_START);
  }
}
