import { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnedInLeaveYear } from './accrual.ts';
import { LEAVE_ROUNDINGS, sumAmounts } from './amounts.ts';
import { EARNING_FREQUENCIES, type EarningPolicy } from './earningPolicy.ts';
import { leaveYearOf } from './leaveYear.ts';

const anyPolicy: fc.Arbitrary<EarningPolicy> = fc.record({
  entitlement: fc.integer({ min: 0, max: 999_999 }).map((hundredths) => new Decimal(hundredths).div(100)),
  frequency: fc.constantFrom(...EARNING_FREQUENCIES),
  rounding: fc.constantFrom(...LEAVE_ROUNDINGS),
  waitingPeriodMonths: fc.constant(0),
  carryOverCap: fc.constant(null),
  carryOverExpiresAfterMonths: fc.constant(null),
});

const anyYear = fc
  .tuple(fc.integer({ min: 2019, max: 2033 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, startMonth]) => leaveYearOf(new CalendarDate(year, startMonth, 1), startMonth));

describe('earnedInLeaveYear, for any entitlement, rounding and leave year', () => {
  it('totals exactly the entitlement over a whole year employed', () => {
    fc.assert(
      fc.property(anyPolicy, anyYear, (policy, year) => {
        const employment = { hireDate: year.start.subtract({ years: 1 }), endDate: null };
        const credits = earnedInLeaveYear(policy, employment, year).map((entry) => entry.amount);
        expect(sumAmounts(credits).toString()).toBe(policy.entitlement.toString());
      }),
    );
  });

  it('never credits a negative amount, nor more than the entitlement to a joiner', () => {
    fc.assert(
      fc.property(anyPolicy, anyYear, fc.integer({ min: 0, max: 364 }), (policy, year, daysIn) => {
        const employment = { hireDate: year.start.add({ days: daysIn }), endDate: null };
        const credits = earnedInLeaveYear(policy, employment, year).map((entry) => entry.amount);
        expect(credits.every((credit) => credit.gt(0))).toBe(true);
        expect(sumAmounts(credits).lte(policy.entitlement)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
