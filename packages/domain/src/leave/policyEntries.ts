import type { CalendarDate } from '@internationalized/date';
import { type Employment, earnedInLeaveYear } from './accrual.ts';
import { NO_LEAVE } from './amounts.ts';
import { isWithin } from './calendarDays.ts';
import { carriedOver, carryOverExpiryDate, expiringCarryOver } from './carryOver.ts';
import type { EarningPolicy } from './earningPolicy.ts';
import { EARLIEST_LEAVE_DATE } from './horizon.ts';
import { leaveYearLabel, leaveYearOf, nextLeaveYear } from './leaveYear.ts';
import { balanceAsOf, isPolicyEntry, type LeaveLedgerEntry } from './ledger.ts';

export interface PolicyLedgerInput {
  policy: EarningPolicy;
  employment: Employment;
  leaveYearStartMonth: number;
  /** The last day to list entries for: today, or a later day for a projection. */
  asOf: CalendarDate;
  /**
   * The employee's entries of this leave type as stored, leave booked ahead included. Their taken,
   * returned and adjusted entries decide what each year closes with, so what carries over and
   * expires; the policy's own kinds among them are ignored, since this recomputes them.
   */
  ledger: readonly LeaveLedgerEntry[];
}

/**
 * The entries an earning policy writes (earned, carried over, expired) from the hire date up to
 * `asOf` or the end of employment, whichever is first. It is the whole truth each time it runs:
 * the server inserts the keys it lacks, and after a back-dated change (a hire date, a cancelled
 * request from last year) rewrites the entries whose amount or date moved (`reconcilePolicyEntries`),
 * so nothing is counted twice.
 *
 * The replay starts no earlier than the leave horizon's first day (EARLIEST_LEAVE_DATE, 1900): an
 * employee recorded as hired in year 1 would otherwise replay 2,000 years of months every day, for
 * seconds, and write more entries than one statement can carry.
 */
export function policyEntries({
  policy,
  employment: recorded,
  leaveYearStartMonth,
  asOf,
  ledger,
}: PolicyLedgerInput): LeaveLedgerEntry[] {
  const employment =
    recorded.hireDate.compare(EARLIEST_LEAVE_DATE) < 0
      ? { ...recorded, hireDate: EARLIEST_LEAVE_DATE }
      : recorded;
  const usage = ledger.filter((entry) => !isPolicyEntry(entry));
  const lastDay = employment.endDate && employment.endDate.compare(asOf) < 0 ? employment.endDate : asOf;
  const written: LeaveLedgerEntry[] = [];
  let carriedIn = NO_LEAVE;
  for (
    let year = leaveYearOf(employment.hireDate, leaveYearStartMonth);
    year.start.compare(lastDay) <= 0;
    year = nextLeaveYear(year)
  ) {
    const label = leaveYearLabel(year);
    const ofYear: LeaveLedgerEntry[] = [];
    if (!carriedIn.isZero()) {
      ofYear.push({
        key: `carried-over:year:${label}`,
        kind: 'carried-over',
        date: year.start,
        amount: carriedIn,
        reason: null,
      });
    }
    ofYear.push(...earnedInLeaveYear(policy, employment, year));
    const expiresOn = carryOverExpiryDate(policy, year);
    const expiring = expiresOn ? expiringCarryOver(carriedIn, usage, year, expiresOn) : NO_LEAVE;
    if (expiresOn && expiring.gt(0)) {
      ofYear.push({
        key: `expired:year:${label}`,
        kind: 'expired',
        date: expiresOn,
        amount: expiring.negated(),
        reason: null,
      });
    }
    carriedIn = carriedOver(policy, balanceAsOf([...ofYear, ...usage], year.end, leaveYearStartMonth));
    written.push(...ofYear.filter((entry) => isWithin(entry.date, employment.hireDate, lastDay)));
  }
  return written.sort((a, b) => a.date.compare(b.date));
}
