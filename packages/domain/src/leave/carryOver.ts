import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { NO_LEAVE, sumAmounts } from './amounts.ts';
import type { EarningPolicy } from './earningPolicy.ts';
import type { LeaveYear } from './leaveYear.ts';
import type { LeaveLedgerEntry } from './ledger.ts';

/**
 * Carry-over from one leave year into the next, and its expiry.
 *
 * - What carries: the year's closing balance up to the policy's cap. A negative closing balance
 *   carries in full, cap or not: days taken ahead are owed, not forgiven at the year's end.
 * - What expires: carried-over leave is used first, so days taken (net of days returned) in the new
 *   year before the expiry date are drawn from it; on the expiry date what is left of it expires and
 *   never more. Carried 5, took 3 before 1 April: 2 expire on 1 April. Carried 5, took 7: none
 *   expire, the 2 beyond came from the new year's days. A debt carried over never expires.
 */

/** What a closing balance carries into the next leave year. */
export function carriedOver(policy: EarningPolicy, closingBalance: Decimal): Decimal {
  if (closingBalance.lt(0) || policy.carryOverCap === null) return closingBalance;
  return Decimal.min(closingBalance, policy.carryOverCap);
}

/** The day carried-over leave expires in `year`: from that day it is gone. Null when it never does. */
export function carryOverExpiryDate(policy: EarningPolicy, year: LeaveYear): CalendarDate | null {
  const months = policy.carryOverExpiresAfterMonths;
  return months === null ? null : year.start.add({ months });
}

/**
 * What expires of `carried` on `expiresOn`: what is left of it after the leave taken and returned
 * in `year` before that day. `usage` may hold any entries; only those count.
 */
export function expiringCarryOver(
  carried: Decimal,
  usage: readonly LeaveLedgerEntry[],
  year: LeaveYear,
  expiresOn: CalendarDate,
): Decimal {
  if (!carried.gt(0)) return NO_LEAVE;
  const usedBefore = sumAmounts(
    usage
      .filter((entry) => entry.kind === 'taken' || entry.kind === 'returned')
      .filter((entry) => entry.date.compare(year.start) >= 0 && entry.date.compare(expiresOn) < 0)
      .map((entry) => entry.amount),
  ).negated();
  return Decimal.max(NO_LEAVE, carried.minus(Decimal.max(NO_LEAVE, usedBefore)));
}
