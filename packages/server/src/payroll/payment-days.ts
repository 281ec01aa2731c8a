import {
  type DateSpan,
  type PaymentDays,
  type PayrollSettingsValues,
  PRORATION_METHOD_DAYS,
  paymentDaysOf,
} from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { Refusal } from '../core/refusal.ts';
import type { employeeCalendar } from '../leave/employee-calendar.ts';
import type { UnpaidLeave } from '../leave/unpaid-leave.ts';

/**
 * The days of a period an employee is paid (issue 13's preview and issue 14's runs share it): joiners
 * and leavers inside the period and approved unpaid leave reduce them by the Settings' method. The
 * caller reads the unpaid leave (a run reads everyone's at once) and gives the work calendar lazily,
 * so only an employee who needs one costs a query.
 */

export interface EmploymentDates {
  /** date_joined, else start_date. */
  joined: string | null;
  left: string | null;
}

export type WorkCalendar = Awaited<ReturnType<typeof employeeCalendar>>;

export interface EmployeePaymentDays {
  days: PaymentDays;
  explanation: string;
}

/** The period's payment days, or null when the whole period is paid. */
export async function employeePaymentDays(
  employee: EmploymentDates,
  period: DateSpan,
  settings: Pick<PayrollSettingsValues, 'prorationMethod'>,
  unpaid: UnpaidLeave | undefined,
  calendarOf: () => Promise<WorkCalendar>,
): Promise<EmployeePaymentDays | null> {
  const inside = (date: string | null): CalendarDate | null => {
    if (date === null) return null;
    const parsed = parseDate(date);
    return parsed.compare(period.from) > 0 && parsed.compare(period.to) <= 0 ? parsed : null;
  };
  const outside = (date: string | null, side: 'before' | 'after') => {
    if (date === null) return false;
    const parsed = parseDate(date);
    return side === 'before' ? parsed.compare(period.from) < 0 : parsed.compare(period.to) > 0;
  };
  // Joined after the period or left before it: no day of it is paid.
  const joinedAfter = outside(employee.joined, 'after');
  const leftBefore = outside(employee.left, 'before');
  const joined = inside(employee.joined);
  const left =
    employee.left !== null && parseDate(employee.left).compare(period.to) < 0 && !leftBefore
      ? parseDate(employee.left)
      : null;
  const hours = new Decimal(unpaid?.hours ?? 0);
  const method = settings.prorationMethod;
  const needsCalendar = method === 'Working Days' || hours.gt(0);
  if (!joined && !left && !joinedAfter && !leftBefore && !unpaid) return null;
  const calendar = needsCalendar ? await calendarOf() : null;
  const unpaidDays = new Decimal(unpaid?.days ?? 0).plus(
    calendar && hours.gt(0) ? hours.div(calendar.workWeek.hoursPerDay) : 0,
  );
  const employed: DateSpan | null =
    joinedAfter || leftBefore
      ? { from: period.to.add({ days: 1 }), to: period.to.add({ days: 1 }) }
      : { from: joined ?? period.from, to: left ?? period.to };
  let days: PaymentDays;
  try {
    days = paymentDaysOf({
      method,
      period,
      employed,
      unpaidDays,
      workingDays: calendar,
    });
  } catch (error) {
    if (error instanceof RangeError) throw new Refusal(422, `${method}: ${error.message}`);
    throw error;
  }
  if (days.paidDays.eq(days.periodDays)) return null;
  const reasons = [
    joined ? `joined ${joined.toString()}` : null,
    joinedAfter ? `joins ${employee.joined}` : null,
    left || leftBefore ? `left ${employee.left}` : null,
    unpaidDays.gt(0) ? `${unpaidDays.toString()} ${unpaidDays.eq(1) ? 'day' : 'days'} of unpaid leave` : null,
  ].filter((reason) => reason !== null);
  const counted = PRORATION_METHOD_DAYS[method];
  return {
    days,
    explanation: `${days.paidDays.toString()} of ${days.periodDays.toString()} ${counted} paid (${reasons.join('; ')})`,
  };
}
