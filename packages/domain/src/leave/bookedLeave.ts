import type { CalendarDate } from '@internationalized/date';
import type { Decimal } from 'decimal.js';
import { sumAmounts } from './amounts.ts';
import { leaveYearOf } from './leaveYear.ts';
import { balanceAsOf, type LeaveLedgerEntry } from './ledger.ts';

/**
 * A balance as a reader needs it (issue 26): approved leave is charged on its first day, so four
 * days approved for next month leave today's balance as it was. Shown alone, that balance reads as
 * if the leave were free; shown beside what is left once the booked leave is taken, it reads true.
 */
export interface BalanceWithBookedLeave {
  /** The balance as of the date: its leave year's entries up to and including it. */
  availableNow: Decimal;
  /** Approved leave dated after the date in the same leave year (taken, less any given back). */
  booked: Decimal;
  /** What is left once that leave is taken: `availableNow` less `booked`. */
  afterBookedLeave: Decimal;
}

export function balanceWithBookedLeave(
  entries: readonly LeaveLedgerEntry[],
  date: CalendarDate,
  startMonth: number,
): BalanceWithBookedLeave {
  const yearEnd = leaveYearOf(date, startMonth).end;
  const availableNow = balanceAsOf(entries, date, startMonth);
  const booked = sumAmounts(
    entries
      .filter((entry) => entry.kind === 'taken' || entry.kind === 'returned')
      .filter((entry) => entry.date.compare(date) > 0 && entry.date.compare(yearEnd) <= 0)
      .map((entry) => entry.amount),
  ).negated();
  return { availableNow, booked, afterBookedLeave: availableNow.minus(booked) };
}
