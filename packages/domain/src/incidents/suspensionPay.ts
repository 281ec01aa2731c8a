import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { eachDay } from '../leave/calendarDays.ts';
import type { ProrationMethod } from '../payroll/constants.ts';
import { type DateSpan, overlap, thirtyDays, type WorkingDays, workingDaysIn } from '../payroll/proration.ts';
import type { DatedDays } from '../payroll/salaryParts.ts';

/**
 * What a suspension without pay takes out of a pay period (issue 30, Build item 5): its days inside
 * the period, counted in the days the Settings' proration method pays by, so the payslip's payment days
 * lose exactly them ("18 of 22 working days paid (4 days of suspension without pay, INC-0007)").
 *
 * - Calendar Days: every day of the suspension inside the period.
 * - Working Days: the employee's working days of it (their work week less holidays, half days half):
 *   a suspension over a weekend costs no weekend pay, as unpaid leave does not.
 * - Fixed 30-Day Month: the 30-day month's days of it, so a suspension to the 31st costs what one to the
 *   30th does, and one over the last days of February costs those days up to the 30th: the period pays
 *   30 days whatever its length, and the suspension takes the same share of them as it takes of the
 *   month.
 *
 * Day by day (`byDay`) is what a salary changing inside the period needs (salaryPartsOf takes each
 * part's own days); the days add up to `total` exactly. A day that counts nothing is left out.
 */
export interface SuspensionDays {
  total: Decimal;
  byDay: DatedDays[];
}

const NONE: SuspensionDays = { total: new Decimal(0), byDay: [] };

/** The Fixed 30-Day Month days of `span` from its first day to `date`: the last day of a month counts to 30. */
function thirtyDaysTo(span: DateSpan, date: CalendarDate): Decimal {
  return date.compare(span.from) < 0 ? new Decimal(0) : thirtyDays({ from: span.from, to: date });
}

function daysOf(inside: DateSpan, method: ProrationMethod, workingDays: WorkingDays | null): DatedDays[] {
  if (method === 'Calendar Days') return eachDay(inside.from, inside.to).map((date) => ({ date, days: '1' }));
  if (method === 'Fixed 30-Day Month') {
    // Each day counts what it adds to the span's 30-day days so far, so the days add up to the total.
    return eachDay(inside.from, inside.to).map((date) => ({
      date,
      days: thirtyDaysTo(inside, date)
        .minus(thirtyDaysTo(inside, date.subtract({ days: 1 })))
        .toFixed(),
    }));
  }
  if (!workingDays) throw new RangeError('Working Days proration needs the working days.');
  return eachDay(inside.from, inside.to).map((date) => ({
    date,
    days: workingDaysIn({ from: date, to: date }, workingDays).toFixed(),
  }));
}

/**
 * The unpaid days of a suspension from `suspension.from` to `suspension.to` (both included) inside
 * `period`, by `method`; none when they do not meet. `workingDays` is needed for Working Days.
 */
export function suspensionUnpaidDays(
  suspension: DateSpan,
  period: DateSpan,
  method: ProrationMethod,
  workingDays: WorkingDays | null,
): SuspensionDays {
  if (suspension.to.compare(suspension.from) < 0)
    throw new RangeError('A suspension ends on or after its first day.');
  const inside = overlap(suspension, period);
  if (inside === null) return NONE;
  const byDay = daysOf(inside, method, workingDays).filter((day) => !new Decimal(day.days).isZero());
  const total = byDay.reduce((sum, day) => sum.plus(day.days), new Decimal(0));
  return { total, byDay };
}
