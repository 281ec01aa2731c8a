import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import type { ProrationMethod } from './constants.ts';
import { type Amount, formatMoney, type MoneyRules, roundMoney, toDecimal, ZERO } from './money.ts';
import {
  calendarDays,
  type DateSpan,
  describeProration,
  isWholePeriod,
  overlap,
  type PaymentDays,
  type PaymentDaysInput,
  PRORATION_METHOD_DAYS,
  paymentDaysOf,
  prorate,
  thirtyDays,
  type WorkingDays,
  workingDaysIn,
} from './proration.ts';

/**
 * Basic pay when the salary changes inside a period (a raise from 15 November): each salary row pays
 * the days of the period it is in effect for, counted by the Settings' proration method, and the
 * employee's payment days (joined or left inside the period, unpaid leave) are taken from the part
 * they fall in. Days of the period without a salary (before the first row, or after a row recorded
 * without an amount) are not paid, as days before joining are not. The parts' exact amounts are added
 * and the Basic line rounded once, like every line: rounding each part would make pay depend on how
 * many rows the history has (the same salary recorded twice could move pay by a unit) and could pay a
 * raise more than the higher salary's full period.
 */

/** A salary_history row: in effect from its date until the next row's; amount null when none was recorded. */
export interface SalaryRowInput {
  from: CalendarDate;
  amount: Amount | null;
}

/** Unpaid leave on one date, in the method's days. */
export interface DatedDays {
  date: CalendarDate;
  days: Amount;
}

export interface SalaryPartsInput extends Omit<PaymentDaysInput, 'unpaidDays'> {
  /** The rows touching the period: the one in effect on its first day and those starting inside it. */
  salaries: readonly SalaryRowInput[];
  /**
   * Unpaid leave inside the period, in the method's days: a total is enough while one salary pays the
   * period; when it changes inside it, dated, so each part loses its own days.
   */
  unpaidDays?: Amount | readonly DatedDays[] | null;
}

/** One salary's share of the period: the days of the period it is in effect, and of them the days paid. */
export interface SalaryPart {
  from: CalendarDate;
  to: CalendarDate;
  amount: Amount;
  paidDays: Decimal;
}

export interface SalaryParts {
  /** The period's payment days: the parts' paid days added. */
  paymentDays: PaymentDays;
  /** In date order; adjacent rows of the same amount are one part. */
  parts: SalaryPart[];
  /** The employed days of the period no salary pays, for the payment days' explanation. */
  unsalaried: DateSpan[];
}

function sameAmount(a: Amount | null, b: Amount | null): boolean {
  if (a === null || b === null) return a === b;
  return toDecimal(a, 'salary').eq(toDecimal(b, 'salary'));
}

/** The salaries of the period as spans inside it, adjacent spans of one amount merged. */
function salarySpans(period: DateSpan, salaries: readonly SalaryRowInput[]) {
  const rows = [...salaries].sort((a, b) => a.from.compare(b.from));
  const spans: { from: CalendarDate; to: CalendarDate; amount: Amount | null }[] = [];
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    const span = overlap({ from: row.from, to: next ? next.from.subtract({ days: 1 }) : period.to }, period);
    if (!span) return;
    const last = spans.at(-1);
    if (last && sameAmount(last.amount, row.amount)) last.to = span.to;
    else spans.push({ ...span, amount: row.amount });
  });
  return spans;
}

/**
 * The employed days of `part` by the method. A fixed 30-day month counts a span's days as the
 * difference of its ends' days of the month (the 31st as the 30th), so the parts of a month always
 * add up to the days it pays.
 */
function employedDaysIn(
  method: ProrationMethod,
  part: DateSpan,
  employed: DateSpan | null,
  workingDays: WorkingDays | null | undefined,
): Decimal {
  const shared = employed && overlap(part, employed);
  if (!employed || !shared) return ZERO;
  if (method === 'Calendar Days') return calendarDays(shared);
  if (method === 'Working Days') return workingDaysIn(shared, workingDays as WorkingDays);
  const before =
    shared.from.compare(employed.from) > 0
      ? thirtyDays({ from: employed.from, to: shared.from.subtract({ days: 1 }) })
      : ZERO;
  return thirtyDays({ from: employed.from, to: shared.to }).minus(before);
}

function unpaidIn(part: DateSpan, unpaid: readonly DatedDays[]): Decimal {
  let days = ZERO;
  for (const { date, days: amount } of unpaid) {
    if (date.compare(part.from) >= 0 && date.compare(part.to) <= 0)
      days = days.plus(toDecimal(amount, 'unpaid days'));
  }
  return days;
}

/** Each salary's paid days in the period, and the period's payment days they add up to. */
export function salaryPartsOf(input: SalaryPartsInput): SalaryParts {
  const { method, period, workingDays } = input;
  const { periodDays } = paymentDaysOf({ method, period, workingDays });
  const employed = input.employed ? overlap(input.employed, period) : period;
  const spans = salarySpans(period, input.salaries);
  const paidSpans = spans.filter((span) => span.amount !== null);
  const given = input.unpaidDays ?? null;
  const dated = Array.isArray(given) ? (given as readonly DatedDays[]) : null;
  const total = dated || given === null ? ZERO : toDecimal(given as Amount, 'unpaid days');
  if (total.isNegative()) throw new RangeError('Unpaid days are not negative.');
  if (!dated && total.gt(0) && paidSpans.length > 1) {
    throw new RangeError('Unpaid leave must be dated when the salary changes inside the period.');
  }
  const parts = paidSpans.map((span): SalaryPart => {
    const unpaid = dated ? unpaidIn(span, dated) : total;
    if (unpaid.isNegative()) throw new RangeError('Unpaid days are not negative.');
    const employedDays = employedDaysIn(method, span, employed, workingDays);
    return {
      from: span.from,
      to: span.to,
      amount: span.amount as Amount,
      paidDays: Decimal.max(ZERO, employedDays.minus(unpaid)),
    };
  });
  const unsalaried = spans
    .filter((span) => span.amount === null)
    .map((span) => ({ from: span.from, to: span.to }));
  const first = spans[0];
  if (!first || first.from.compare(period.from) > 0) {
    unsalaried.unshift({ from: period.from, to: first ? first.from.subtract({ days: 1 }) : period.to });
  }
  const paidDays = parts.reduce((sum, part) => sum.plus(part.paidDays), ZERO);
  return {
    paymentDays: { method, paidDays, periodDays },
    parts,
    unsalaried: unsalaried.flatMap((span) => {
      const shared = employed && overlap(span, employed);
      return shared ? [shared] : [];
    }),
  };
}

const PARTS_ADD_UP = 'The salary parts’ paid days add up to the payment days.';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "15 Nov" */
export function dayMonth(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1]}`;
}

/** "1–14 Nov", "28 Oct – 3 Nov", "15 Nov". */
function daysText(span: DateSpan): string {
  if (span.from.compare(span.to) === 0) return dayMonth(span.from);
  if (span.from.month === span.to.month && span.from.year === span.to.year) {
    return `${span.from.day}–${dayMonth(span.to)}`;
  }
  return `${dayMonth(span.from)} – ${dayMonth(span.to)}`;
}

/** Basic pay as the engine is given it: one salary for the whole period, or its parts (salaryPartsOf). */
export type BasicPay = Amount | readonly SalaryPart[];

/**
 * The Basic line: "Basic 5,000.00 × 16/31 calendar days = 2,580.65" for one salary, or each part's
 * share added and rounded once: "Basic 5,000.00 × 14/30 calendar days (1–14 Nov) + 5,500.00 × 16/30
 * calendar days (15–30 Nov) = 5,266.67 (added exactly, rounded once)".
 */
export function basicPayLine(
  basicPay: BasicPay,
  paymentDays: PaymentDays | null | undefined,
  money: MoneyRules,
): { amount: Decimal; explanation: string } {
  const { digits } = money;
  const parts = typeof basicPay === 'string' || !Array.isArray(basicPay) ? null : basicPay;
  if (parts === null || parts.length === 1) {
    const full = toDecimal(parts?.[0]?.amount ?? (basicPay as Amount), 'basic pay');
    if (full.isNegative()) throw new RangeError('Basic pay is not negative.');
    if (parts?.[0] && paymentDays && !parts[0].paidDays.eq(paymentDays.paidDays)) {
      throw new RangeError(PARTS_ADD_UP);
    }
    const days = isWholePeriod(paymentDays) ? null : (paymentDays as PaymentDays);
    const amount = roundMoney(days ? prorate(full, days) : full, money);
    const explanation = days
      ? `Basic ${formatMoney(full, digits)} ${describeProration(days)} = ${formatMoney(amount, digits)}`
      : `Basic ${formatMoney(amount, digits)}`;
    return { amount, explanation };
  }
  if (parts.length === 0) throw new RangeError('Basic pay needs a salary for some day of the period.');
  if (!paymentDays) throw new RangeError('A salary that changes inside the period needs its payment days.');
  const paid = parts.reduce((sum, part) => sum.plus(part.paidDays), ZERO);
  if (!paid.eq(paymentDays.paidDays)) throw new RangeError(PARTS_ADD_UP);
  let exact = ZERO;
  const shares = parts.map((part) => {
    const salary = toDecimal(part.amount, 'basic pay');
    if (salary.isNegative()) throw new RangeError('Basic pay is not negative.');
    exact = exact.plus(prorate(salary, { ...paymentDays, paidDays: part.paidDays }));
    const count = (value: Decimal) => formatMoney(value, 0);
    const days = `${count(part.paidDays)}/${count(paymentDays.periodDays)} ${PRORATION_METHOD_DAYS[paymentDays.method]}`;
    return `${formatMoney(salary, digits)} × ${days} (${daysText(part)})`;
  });
  const amount = roundMoney(exact, money);
  return {
    amount,
    explanation: `Basic ${shares.join(' + ')} = ${formatMoney(amount, digits)} (added exactly, rounded once)`,
  };
}
