import { type CalendarDate, endOfMonth } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { daysFrom } from '../leave/calendarDays.ts';
import { countLeave } from '../leave/countLeave.ts';
import type { Holiday } from '../leave/holidays.ts';
import type { WorkWeek } from '../leave/workWeek.ts';
import type { ProrationMethod } from './constants.ts';
import { type Amount, formatMoney, toDecimal, ZERO } from './money.ts';

/**
 * Proration by payment days, for a period the employee only partly works (joined or left inside
 * it, unpaid leave): the period's pay × paid days / the period's days, counted by the method chosen
 * in Settings. Calendar days count every day; working days count the employee's work week without
 * holidays (half days count half); a fixed 30-day month counts every month as 30 days, so a
 * 28-day and a 31-day month pay the same salary alike (Horilla taxed them differently).
 */

export interface PaymentDays {
  method: ProrationMethod;
  paidDays: Decimal;
  periodDays: Decimal;
}

export interface DateSpan {
  from: CalendarDate;
  to: CalendarDate;
}

/** How working days are known: the employee's calendar, or the caller's own list of working dates. */
export type WorkingDays =
  | { workWeek: WorkWeek; holidays: readonly Holiday[] }
  | { dates: readonly CalendarDate[] };

export interface PaymentDaysInput {
  method: ProrationMethod;
  period: DateSpan;
  /** The part of the period employed (hired or left inside it); the whole period when left out. */
  employed?: DateSpan | null;
  /** Unpaid leave inside the period, in the method's days (working days for Working Days). */
  unpaidDays?: Amount | null;
  /** Needed for Working Days. */
  workingDays?: WorkingDays | null;
}

export const THIRTY = new Decimal(30);

export const PRORATION_METHOD_DAYS: Record<ProrationMethod, string> = {
  'Calendar Days': 'calendar days',
  'Working Days': 'working days',
  'Fixed 30-Day Month': 'days of a 30-day month',
};

/** The days two spans share, or null. */
export function overlap(a: DateSpan, b: DateSpan): DateSpan | null {
  const from = a.from.compare(b.from) >= 0 ? a.from : b.from;
  const to = a.to.compare(b.to) <= 0 ? a.to : b.to;
  return from.compare(to) <= 0 ? { from, to } : null;
}

export function calendarDays(span: DateSpan): Decimal {
  return new Decimal(daysFrom(span.from, span.to) + 1);
}

export function workingDaysIn(span: DateSpan, working: WorkingDays): Decimal {
  if ('dates' in working) {
    let count = 0;
    for (const date of working.dates) if (date.compare(span.from) >= 0 && date.compare(span.to) <= 0) count++;
    return new Decimal(count);
  }
  return countLeave(span, { unit: 'Day', dayCount: 'Workday', ...working }).total;
}

/** A day of a 30-day month: the 31st counts as the 30th, and a month's last day is always day 30. */
function thirtyDayDate(date: CalendarDate): number {
  return date.compare(endOfMonth(date)) === 0 ? 30 : Math.min(date.day, 30);
}

export function thirtyDays(span: DateSpan): Decimal {
  return new Decimal(Math.max(0, thirtyDayDate(span.to) - Math.min(span.from.day, 30) + 1));
}

/** The paid and period days of `input.period` by its method. */
export function paymentDaysOf(input: PaymentDaysInput): PaymentDays {
  const { method, period } = input;
  if (period.to.compare(period.from) < 0)
    throw new RangeError('A pay period ends on or after its first day.');
  const employed = input.employed ? overlap(input.employed, period) : period;
  let periodDays: Decimal;
  let employedDays: Decimal;
  if (method === 'Working Days') {
    if (!input.workingDays) throw new RangeError('Working Days proration needs the working days.');
    periodDays = workingDaysIn(period, input.workingDays);
    employedDays = employed ? workingDaysIn(employed, input.workingDays) : ZERO;
  } else if (method === 'Fixed 30-Day Month') {
    const isOneMonth = period.from.day === 1 && period.to.compare(endOfMonth(period.from)) === 0;
    if (!isOneMonth) throw new RangeError('A fixed 30-day month prorates a period of one calendar month.');
    periodDays = THIRTY;
    employedDays = employed ? thirtyDays(employed) : ZERO;
  } else {
    periodDays = calendarDays(period);
    employedDays = employed ? calendarDays(employed) : ZERO;
  }
  const unpaid = input.unpaidDays == null ? ZERO : toDecimal(input.unpaidDays, 'unpaid days');
  if (unpaid.isNegative()) throw new RangeError('Unpaid days are not negative.');
  const paidDays = Decimal.max(ZERO, employedDays.minus(unpaid));
  return { method, paidDays, periodDays };
}

/** Whether `days` pays the whole period, so its lines need no proration. */
export function isWholePeriod(days: PaymentDays | null | undefined): boolean {
  return !days || days.paidDays.eq(days.periodDays);
}

export function checkPaymentDays(days: PaymentDays): void {
  if (!days.periodDays.gt(0)) throw new RangeError('A pay period has days to pay.');
  if (days.paidDays.isNegative() || days.paidDays.gt(days.periodDays)) {
    throw new RangeError('Paid days run from 0 to the period’s days.');
  }
}

/** `amount × paid / period`, exact; the line rounds it once. */
export function prorate(amount: Decimal, days: PaymentDays): Decimal {
  return amount.times(days.paidDays).div(days.periodDays);
}

/** The formula on the line: "× 16/31 calendar days". */
export function describeProration(days: PaymentDays): string {
  const count = (value: Decimal) => formatMoney(value, 0);
  return `× ${count(days.paidDays)}/${count(days.periodDays)} ${PRORATION_METHOD_DAYS[days.method]}`;
}
