import {
  type BasicPay,
  type DateSpan,
  type PaymentDays,
  type PayrollSettingsValues,
  PRORATION_METHOD_DAYS,
  type SalaryParts,
  salaryPartsOf,
  suspensionUnpaidDays,
} from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { Refusal } from '../../core/refusal.ts';
import type { SuspensionInForce } from '../../incidents/decisions-in-force.ts';
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
 * Whether unpaid leave is needed day by day: the salary changes inside the period, or a suspension
 * without pay meets it (a day both on unpaid leave and suspended is taken once).
 */
export function needsLeaveByDay(
  salaries: readonly SalaryRow[],
  periodFrom: string,
  suspensions: readonly SuspensionInForce[] | undefined,
): boolean {
  return salaryChangesInside(salaries, periodFrom) || (suspensions?.length ?? 0) > 0;
}

interface DayTaken {
  date: CalendarDate;
  days: Decimal;
}

/**
 * The days suspensions without pay take that unpaid leave and unexcused absence have not taken already
 * (issue 30 item 5): each suspension's days inside the employment by suspensionUnpaidDays, and a day
 * already unpaid (or suspended by another case) takes only what is left of it, so no day is taken twice.
 */
function suspensionDaysOf(
  suspensions: readonly SuspensionInForce[],
  employed: DateSpan,
  method: PayrollSettingsValues['prorationMethod'],
  calendar: WorkCalendar | null,
  alreadyTaken: readonly DayTaken[],
): { total: Decimal; byDay: DayTaken[]; codes: string[] } {
  const taken = new Map<string, Decimal>();
  for (const day of alreadyTaken) {
    const key = day.date.toString();
    taken.set(key, (taken.get(key) ?? new Decimal(0)).plus(day.days));
  }
  const byDay: DayTaken[] = [];
  const codes: string[] = [];
  let total = new Decimal(0);
  for (const suspension of suspensions) {
    const days = suspensionUnpaidDays(
      { from: parseDate(suspension.from), to: parseDate(suspension.to) },
      employed,
      method,
      calendar,
    );
    let counted = new Decimal(0);
    for (const day of days.byDay) {
      const key = day.date.toString();
      const worth = new Decimal(day.days);
      const before = taken.get(key) ?? new Decimal(0);
      const more = Decimal.max(0, worth.minus(before));
      taken.set(key, Decimal.max(before, worth));
      if (more.isZero()) continue;
      byDay.push({ date: day.date, days: more });
      counted = counted.plus(more);
    }
    if (counted.gt(0) && !codes.includes(suspension.caseCode)) codes.push(suspension.caseCode);
    total = total.plus(counted);
  }
  return { total, byDay, codes };
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
    /**
     * Suspensions without pay in force (issue 30 item 5). With any, `byDay` must hold the unpaid leave
     * day by day (needsLeaveByDay), so a day on both is taken once.
     */
    suspensions?: readonly SuspensionInForce[];
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
  const suspensions = unpaid.suspensions ?? [];
  if (
    !joined &&
    !left &&
    !joinedAfter &&
    !leftBefore &&
    !unpaid.total &&
    !absence &&
    suspensions.length === 0 &&
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
  const employed: DateSpan | null =
    joinedAfter || leftBefore
      ? { from: period.to.add({ days: 1 }), to: period.to.add({ days: 1 }) }
      : { from: joined ?? period.from, to: left ?? period.to };
  const leaveByDay: DayTaken[] = [
    ...(unpaid.byDay ?? []).map((booked) => ({ date: parseDate(booked.date), days: daysOf(booked) })),
    ...(absence?.byDay ?? []).map((day) => ({ date: parseDate(day.date), days: new Decimal(day.days) })),
  ];
  let suspended: ReturnType<typeof suspensionDaysOf>;
  try {
    suspended =
      suspensions.length === 0 || joinedAfter || leftBefore
        ? { total: new Decimal(0), byDay: [], codes: [] }
        : suspensionDaysOf(suspensions, employed, method, calendar, leaveByDay);
  } catch (error) {
    if (error instanceof RangeError) throw new Refusal(422, `${method}: ${error.message}`);
    throw error;
  }
  const unpaidDays = leaveDays.plus(absenceDays).plus(suspended.total);
  let counted: SalaryParts;
  try {
    counted = salaryPartsOf({
      method,
      period,
      employed,
      salaries: salaries.map((row) => ({ from: parseDate(row.effectiveDate), amount: row.basicSalary })),
      unpaidDays:
        changes && (unpaid.total || absence || suspended.byDay.length > 0)
          ? [...leaveByDay, ...suspended.byDay]
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
    suspended.total.gt(0)
      ? `${suspended.total.toString()} ${suspended.total.eq(1) ? 'day' : 'days'} of suspension without pay (${suspended.codes.join(', ')})`
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
