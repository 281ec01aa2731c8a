import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { NO_LEAVE, type Ratio, roundedShare } from './amounts.ts';
import { daysFrom } from './calendarDays.ts';
import type { EarningPolicy } from './earningPolicy.ts';
import { type LeaveYear, leaveYearLabel } from './leaveYear.ts';
import type { LeaveLedgerEntry } from './ledger.ts';

/**
 * What an employee earns in one leave year. A joiner (or a leaver) earns the share of the year's
 * entitlement their employment covers, day by day.
 *
 * Rounded accruals add up: each month credits the rounded cumulative entitlement minus what the
 * months before credited, so rounding never accumulates. 19 days a year in whole days credits
 * 2, 1, 2, 1, 2, 2, 1, 2, 1, 2, 1, 2 (cumulative 1.58 → 2, 3.17 → 3, 4.75 → 5, 6.33 → 6, ...),
 * 19 in all; rounding each month's 1.58 on its own would credit 2 twelve times, 24 days (Frappe's
 * bug). A full year always totals its entitlement exactly, even one that is not a whole number of
 * steps (19.5 in whole days credits 1.5 in its last month). Rounding is half up.
 */

export interface Employment {
  hireDate: CalendarDate;
  /** The last day employed; null while employed. */
  endDate: CalendarDate | null;
}

interface Span {
  from: CalendarDate;
  to: CalendarDate;
}

function overlap(a: Span, b: Span): Span | null {
  const from = a.from.compare(b.from) >= 0 ? a.from : b.from;
  const to = a.to.compare(b.to) <= 0 ? a.to : b.to;
  return from.compare(to) <= 0 ? { from, to } : null;
}

function lengthInDays(span: Span): number {
  return daysFrom(span.from, span.to) + 1;
}

function spanOf(year: LeaveYear): Span {
  return { from: year.start, to: year.end };
}

/** The part of `year` the employment covers, or null when it covers none of it. */
export function employedSpan(employment: Employment, year: LeaveYear): Span | null {
  return overlap({ from: employment.hireDate, to: employment.endDate ?? year.end }, spanOf(year));
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function addRatios(a: Ratio, b: Ratio): Ratio {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * A rounded share never exceeds the entitlement it is a share of: 19.7 days in whole days for a
 * joiner of 2 January is 19.65 → 20, which would be more than a whole year earns; it is 19.7.
 */
function atMostEntitlement(policy: EarningPolicy, amount: Decimal): Decimal {
  return Decimal.min(amount, policy.entitlement);
}

function earnedEntry(key: string, date: CalendarDate, amount: Decimal): LeaveLedgerEntry {
  return { key, kind: 'earned', date, amount, reason: null };
}

/** Yearly: the year's share, all on the first day of the year the employee is employed. */
function earnedYearly(policy: EarningPolicy, employed: Span, year: LeaveYear): LeaveLedgerEntry[] {
  const share = { numerator: lengthInDays(employed), denominator: lengthInDays(spanOf(year)) };
  const amount =
    share.numerator === share.denominator
      ? policy.entitlement
      : atMostEntitlement(policy, roundedShare(policy.entitlement, share, policy.rounding));
  return amount.isZero() ? [] : [earnedEntry(`earned:year:${leaveYearLabel(year)}`, employed.from, amount)];
}

/**
 * Monthly: a twelfth of the entitlement for each month, prorated by the month's days employed, on
 * the month's last day employed.
 */
function earnedMonthly(policy: EarningPolicy, employed: Span, year: LeaveYear): LeaveLedgerEntry[] {
  const entries: LeaveLedgerEntry[] = [];
  let monthsEarned: Ratio = { numerator: 0, denominator: 1 };
  let credited = NO_LEAVE;
  for (let month = year.start; month.compare(year.end) <= 0; month = month.add({ months: 1 })) {
    const monthSpan = { from: month, to: month.add({ months: 1 }).subtract({ days: 1 }) };
    const worked = overlap(employed, monthSpan);
    if (!worked) continue;
    monthsEarned = addRatios(monthsEarned, {
      numerator: lengthInDays(worked),
      denominator: lengthInDays(monthSpan),
    });
    const isWholeYear = monthsEarned.numerator === 12 * monthsEarned.denominator;
    const cumulative = isWholeYear
      ? policy.entitlement
      : atMostEntitlement(
          policy,
          roundedShare(
            policy.entitlement,
            { numerator: monthsEarned.numerator, denominator: 12 * monthsEarned.denominator },
            policy.rounding,
          ),
        );
    const amount = cumulative.minus(credited);
    credited = cumulative;
    if (!amount.isZero()) {
      entries.push(earnedEntry(`earned:month:${month.toString().slice(0, 7)}`, worked.to, amount));
    }
  }
  return entries;
}

/** The earned entries of `year`, whatever their dates. */
export function earnedInLeaveYear(
  policy: EarningPolicy,
  employment: Employment,
  year: LeaveYear,
): LeaveLedgerEntry[] {
  const employed = employedSpan(employment, year);
  if (!employed) return [];
  return policy.frequency === 'Yearly'
    ? earnedYearly(policy, employed, year)
    : earnedMonthly(policy, employed, year);
}
