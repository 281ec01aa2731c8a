import { CalendarDate } from '@internationalized/date';
import { daysFrom } from './calendarDays.ts';
import { leaveYearOf } from './leaveYear.ts';

/**
 * The leave horizon: the dates leave may be booked, previewed, adjusted, reported or planned on.
 * Work on leave grows with the span from today to a date (the notice counted, the years of accrual
 * replayed), so a date past any sane plan is refused before any of it is done, with a 400 naming
 * the field, rather than assessed for seconds while every other request waits (issue 26).
 *
 * - At the latest: the last day of the second leave year after the current one (today 25 November
 *   2026 with calendar leave years: 31 December 2028).
 * - At the earliest: 1 January 1900; a request's days start no earlier than the employee's start
 *   date, when one is recorded.
 * - A request covers at most 366 days: a year's leave, a leap day included.
 */

export const LEAVE_YEARS_AHEAD = 2;
export const EARLIEST_LEAVE_DATE = new CalendarDate(1900, 1, 1);
export const LONGEST_LEAVE_REQUEST_DAYS = 366;

export const LONGEST_LEAVE_REQUEST_MESSAGE = `A request covers at most ${LONGEST_LEAVE_REQUEST_DAYS} days.`;

export interface LeaveHorizon {
  earliest: CalendarDate;
  latest: CalendarDate;
  /** The employee's start date, when it is what sets `earliest`. */
  employeeStart: CalendarDate | null;
}

/** The horizon on `today`, for leave years starting in `startMonth`, of an employee who started on `employeeStart`. */
export function leaveHorizon(
  today: CalendarDate,
  startMonth: number,
  employeeStart: CalendarDate | null = null,
): LeaveHorizon {
  const current = leaveYearOf(today, startMonth);
  const latest = current.start.add({ years: LEAVE_YEARS_AHEAD + 1 }).subtract({ days: 1 });
  const startsLater = employeeStart !== null && employeeStart.compare(EARLIEST_LEAVE_DATE) > 0;
  return {
    earliest: startsLater ? employeeStart : EARLIEST_LEAVE_DATE,
    latest,
    employeeStart: startsLater ? employeeStart : null,
  };
}

/** Why `date` lies outside the horizon, as the 400 says it; null when it lies within. */
export function leaveDateProblem(date: CalendarDate, horizon: LeaveHorizon): string | null {
  if (date.compare(horizon.latest) > 0) {
    return `Choose a date up to ${horizon.latest.toString()}: leave is dated at most ${LEAVE_YEARS_AHEAD} leave years after the current one.`;
  }
  if (date.compare(horizon.earliest) >= 0) return null;
  return horizon.employeeStart
    ? `Choose a date from ${horizon.employeeStart.toString()}, the employee’s start date.`
    : `Choose a date from ${EARLIEST_LEAVE_DATE.toString()}.`;
}

/** Whether a request from `from` to `to` covers more days than one request may. */
export function isLongerThanARequest(from: CalendarDate, to: CalendarDate): boolean {
  return daysFrom(from, to) + 1 > LONGEST_LEAVE_REQUEST_DAYS;
}
