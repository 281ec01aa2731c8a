import type { CalendarDate } from '@internationalized/date';
import type { Decimal } from 'decimal.js';
import { leaveYearOf } from './leaveYear.ts';
import { availableFrom, balanceAsOf, isPolicyEntry, type LeaveLedgerEntry } from './ledger.ts';
import { type PolicyLedgerInput, policyEntries } from './policyEntries.ts';

/**
 * Balances with the earning policy's entries recomputed to the day asked, so a day to come counts
 * the accruals and carry-over it will have. The stored ledger's own policy entries are replaced by
 * the recomputed ones, never added to them.
 */
function withPolicyEntries(input: PolicyLedgerInput): LeaveLedgerEntry[] {
  return [...input.ledger.filter((entry) => !isPolicyEntry(entry)), ...policyEntries(input)];
}

/** The balance as of `asOf`, today or a day to come. */
export function projectedBalance(input: PolicyLedgerInput): Decimal {
  return balanceAsOf(withPolicyEntries(input), input.asOf, input.leaveYearStartMonth);
}

/**
 * What a request starting on `firstDay` can take without taking any later day of its leave year
 * below zero, counting the accruals still to come in that year and the leave already booked.
 */
export function availableToBook(input: Omit<PolicyLedgerInput, 'asOf'>, firstDay: CalendarDate): Decimal {
  const yearEnd = leaveYearOf(firstDay, input.leaveYearStartMonth).end;
  return availableFrom(withPolicyEntries({ ...input, asOf: yearEnd }), firstDay, input.leaveYearStartMonth);
}
