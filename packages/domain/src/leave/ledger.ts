import type { CalendarDate } from '@internationalized/date';
import type { Decimal } from 'decimal.js';
import { sumAmounts } from './amounts.ts';
import { isWithin } from './calendarDays.ts';
import type { CountedDay } from './countLeave.ts';
import { leaveYearLabel, leaveYearOf, splitByLeaveYear } from './leaveYear.ts';

/**
 * The leave ledger: an employee's balance of one leave type is explained by dated entries, never
 * kept as a number that is overwritten (STYLE.md: facts that change are rows with their dates).
 *
 * Amounts are signed, so a balance is a plain sum: earned, carried over and returned are positive,
 * taken and expired negative, adjusted either. Balances are kept per leave year: the balance as of
 * a date is the sum of the entries of that date's leave year dated up to it. What is left at a
 * year's end reaches the next year only as its carried-over entry.
 */

export const LEDGER_ENTRY_KINDS = [
  'earned',
  'carried-over',
  'expired',
  'taken',
  'returned',
  'adjusted',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_ENTRY_KIND_LABELS: Record<LedgerEntryKind, string> = {
  earned: 'Earned',
  'carried-over': 'Carried over',
  expired: 'Expired',
  taken: 'Taken',
  returned: 'Returned',
  adjusted: 'Adjusted',
};

/** The kinds only the earning policy writes; the others come from requests and administrators. */
export const POLICY_ENTRY_KINDS: readonly LedgerEntryKind[] = ['earned', 'carried-over', 'expired'];

/**
 * One entry. `key` is unique per employee and leave type and says what the entry is for
 * ('earned:month:2024-03', 'taken:<request id>:2024-01'), so writing an entry twice is a no-op.
 */
export interface LeaveLedgerEntry {
  key: string;
  kind: LedgerEntryKind;
  date: CalendarDate;
  amount: Decimal;
  /** Why an adjustment was made; null on other kinds. */
  reason: string | null;
}

export function isPolicyEntry(entry: LeaveLedgerEntry): boolean {
  return POLICY_ENTRY_KINDS.includes(entry.kind);
}

function entriesOfYearUpTo(entries: readonly LeaveLedgerEntry[], date: CalendarDate, startMonth: number) {
  const year = leaveYearOf(date, startMonth);
  return entries.filter((entry) => isWithin(entry.date, year.start, date));
}

/** The balance as of `date`: its leave year's entries dated up to and including it. */
export function balanceAsOf(
  entries: readonly LeaveLedgerEntry[],
  date: CalendarDate,
  startMonth: number,
): Decimal {
  return sumAmounts(entriesOfYearUpTo(entries, date, startMonth).map((entry) => entry.amount));
}

/**
 * What can be booked from `from` on: the lowest balance from that day to its leave year's end, so
 * that leave booked now never takes a later day of the year below zero (leave booked for June
 * already spends the days March would otherwise see). Pass the entries to come as well: the
 * projected accruals (`projectedEntries`) and the leave already booked.
 */
export function availableFrom(
  entries: readonly LeaveLedgerEntry[],
  from: CalendarDate,
  startMonth: number,
): Decimal {
  const year = leaveYearOf(from, startMonth);
  const later = entries
    .filter((entry) => entry.date.compare(from) > 0 && entry.date.compare(year.end) <= 0)
    .sort((a, b) => a.date.compare(b.date));
  let balance = balanceAsOf(entries, from, startMonth);
  let lowest = balance;
  for (const [index, entry] of later.entries()) {
    balance = balance.plus(entry.amount);
    const isLastOfItsDay = later[index + 1]?.date.compare(entry.date) !== 0;
    if (isLastOfItsDay && balance.lt(lowest)) lowest = balance;
  }
  return lowest;
}

function chargeEntries(
  kind: 'taken' | 'returned',
  key: string,
  days: readonly CountedDay[],
  startMonth: number,
): LeaveLedgerEntry[] {
  return splitByLeaveYear(days, startMonth).flatMap((part) => {
    const firstCounted = part.days.find((day) => !day.amount.isZero());
    if (!firstCounted) return [];
    return [
      {
        key: `${kind}:${key}:${leaveYearLabel(part.leaveYear)}`,
        kind,
        date: firstCounted.date,
        amount: kind === 'taken' ? part.total.negated() : part.total,
        reason: null,
      },
    ];
  });
}

/**
 * The entries charging a request's counted days: one per leave year it falls in, dated on its first
 * day that counts in that year, keyed by `requestKey` (the request's id) and the year.
 */
export function takenEntries(requestKey: string, days: readonly CountedDay[], startMonth: number) {
  return chargeEntries('taken', requestKey, days, startMonth);
}

/**
 * The entries giving back cancelled days (all of a request's counted days, or those cancelled from
 * it), keyed by `cancellationKey`. They are dated like the charge, on the first returned day that
 * counts in each leave year, so the days go back to the year they were taken from (cancelling all
 * of a request mirrors its taken entries date for date) and a late cancellation changes that
 * year's carry-over. When the cancellation happened is the row's own record.
 */
export function returnedEntries(cancellationKey: string, days: readonly CountedDay[], startMonth: number) {
  return chargeEntries('returned', cancellationKey, days, startMonth);
}

/** A manual adjustment, up or down, which always says why. */
export function adjustedEntry(adjustment: {
  key: string;
  date: CalendarDate;
  amount: Decimal;
  reason: string;
}): LeaveLedgerEntry {
  const reason = adjustment.reason.trim();
  if (reason === '') throw new RangeError('An adjustment gives its reason.');
  return { ...adjustment, kind: 'adjusted', reason };
}
