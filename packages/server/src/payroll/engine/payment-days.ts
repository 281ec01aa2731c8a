import {
  type BasicPay,
  type DateSpan,
  type PaymentDays,
  type PayrollSettingsValues,
  PRORATION_METHOD_DAYS,
  type SalaryParts,
  salaryPartsOf,
} from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { Refusal } from '../../core/refusal.ts';
import type { employeeCalendar } from '../../leave/employee-calendar.ts';
import type { UnpaidLeave, UnpaidLeaveDay } from '../../leave/unpaid-leave.ts';
import type { SalaryRow } from './engine-inputs-bulk.ts';

/**
 * The days of a period an employee is paid and the basic pay they come to (issue 13's preview and
 * issue 14's runs share it): joiners and leavers inside the period, approved unpaid leave and days
 * without a salary reduce them by the Settings' method, and a salary changing inside the period pays
 * each of its rows' own days. The caller reads the salary rows and the unpaid leave (a run reads
 * everyone's at once) and gives the work calendar lazily, so only an employee who needs one costs a
 * query.
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

/** What the engine is given for basic pay and payment days, and the payment days the payslip shows. */
export interface EmployeeBasicPay {
  basicPay: BasicPay;
  /** Null only when one salary pays the whole period; salary parts need the period's days. */
  paymentDays: PaymentDays | null;
  /** Null when the whole period is paid. */
  days: EmployeePaymentDays | null;
}

/** Whether the salary changes inside the period (or starts in it), so unpaid leave is needed day by day. */
export function salaryChangesInside(salaries: readonly SalaryRow[], periodFrom: string): boolean {
  return salaries.length > 1 || (salaries[0] !== undefined && salaries[0].effectiveDate > periodFrom);
}

/**
 * The period's basic pay and payment days: each salary row touching the period pays its own days
 * (salaryPartsOf), less the days before joining, after leaving, of unpaid leave, and without a salary.
 * `unpaidByDay` is needed when the salary changes inside the period and there is unpaid leave.
 */
export async function employeePaymentDays(
  employee: EmploymentDates,
  period: DateSpan,
  settings: Pick<PayrollSettingsValues, 'prorationMethod'>,
  salaries: readonly SalaryRow[],
  unpaid: {
    total: UnpaidLeave | undefined;
    byDay?: readonly UnpaidLeaveDay[];
    /** Unexcused absence from attendance (issue 29), when Payroll › Setting makes it unpaid. */
    absence?: { days: string; byDay: readonly { date: string; days: string }[] } | null;
  },
  calendarOf: () => Promise<WorkCalendar>,
): Promise<EmployeeBasicPay> {
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
  const changes = salaryChangesInside(salaries, period.from.toString());
  const [salary] = salaries;
  const absence = unpaid.absence ?? null;
  if (
    !joined &&
    !left &&
    !joinedAfter &&
    !leftBefore &&
    !unpaid.total &&
    !absence &&
    !changes &&
    salary?.basicSalary
  ) {
    return { basicPay: salary.basicSalary, paymentDays: null, days: null };
  }
  const hours = new Decimal(unpaid.total?.hours ?? 0);
  const method = settings.prorationMethod;
  const needsCalendar = method === 'Working Days' || hours.gt(0);
  const calendar = needsCalendar ? await calendarOf() : null;
  const daysOf = (booked: { days: string; hours: string }) =>
    new Decimal(booked.days).plus(
      calendar && new Decimal(booked.hours).gt(0)
        ? new Decimal(booked.hours).div(calendar.workWeek.hoursPerDay)
        : 0,
    );
  const leaveDays = unpaid.total ? daysOf(unpaid.total) : new Decimal(0);
  const absenceDays = new Decimal(absence?.days ?? 0);
  const unpaidDays = leaveDays.plus(absenceDays);
  const employed: DateSpan | null =
    joinedAfter || leftBefore
      ? { from: period.to.add({ days: 1 }), to: period.to.add({ days: 1 }) }
      : { from: joined ?? period.from, to: left ?? period.to };
  let counted: SalaryParts;
  try {
    counted = salaryPartsOf({
      method,
      period,
      employed,
      salaries: salaries.map((row) => ({ from: parseDate(row.effectiveDate), amount: row.basicSalary })),
      unpaidDays:
        changes && (unpaid.total || absence)
          ? [
              ...(unpaid.byDay ?? []).map((booked) => ({
                date: parseDate(booked.date),
                days: daysOf(booked),
              })),
              ...(absence?.byDay ?? []).map((day) => ({
                date: parseDate(day.date),
                days: new Decimal(day.days),
              })),
            ]
          : unpaidDays,
      workingDays: calendar,
    });
  } catch (error) {
    if (error instanceof RangeError) throw new Refusal(422, `${method}: ${error.message}`);
    throw error;
  }
  const { paymentDays: days, parts } = counted;
  if (days.paidDays.eq(days.periodDays)) return { basicPay: parts, paymentDays: days, days: null };
  const reasons = [
    joined ? `joined ${joined.toString()}` : null,
    joinedAfter ? `joins ${employee.joined}` : null,
    left || leftBefore ? `left ${employee.left}` : null,
    leaveDays.gt(0) ? `${leaveDays.toString()} ${leaveDays.eq(1) ? 'day' : 'days'} of unpaid leave` : null,
    absenceDays.gt(0)
      ? `${absenceDays.toString()} ${absenceDays.eq(1) ? 'day' : 'days'} of unexcused absence`
      : null,
    ...counted.unsalaried.map((span) => `no basic salary ${span.from.toString()} to ${span.to.toString()}`),
  ].filter((reason) => reason !== null);
  const counting = PRORATION_METHOD_DAYS[method];
  return {
    basicPay: parts,
    paymentDays: days,
    days: {
      days,
      explanation: `${days.paidDays.toString()} of ${days.periodDays.toString()} ${counting} paid (${reasons.join('; ')})`,
    },
  };
}
