import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumAmounts } from './amounts.ts';
import { countLeave } from './countLeave.ts';
import type { EarningPolicy } from './earningPolicy.ts';
import { leaveYearOf } from './leaveYear.ts';
import {
  availableFrom,
  balanceAsOf,
  LEDGER_ENTRY_KINDS,
  type LeaveLedgerEntry,
  returnedEntries,
  takenEntries,
} from './ledger.ts';
import { policyEntries } from './policyEntries.ts';
import { anyDate, anyHolidays, anyRange, anyWorkWeek } from './testArbitraries.ts';

const anyStartMonth = fc.integer({ min: 1, max: 12 });

const anyEntry: fc.Arbitrary<LeaveLedgerEntry> = fc.record({
  key: fc.uuid(),
  kind: fc.constantFrom(...LEDGER_ENTRY_KINDS),
  date: anyDate,
  amount: fc.integer({ min: -5000, max: 5000 }).map((hundredths) => new Decimal(hundredths).div(100)),
  reason: fc.constant(null),
});

const anyLedger = fc.array(anyEntry, { maxLength: 40 });

/** A request's counted days, on any calendar. */
const anyRequestDays = fc
  .record({ range: anyRange, workWeek: anyWorkWeek, holidays: anyHolidays })
  .map(
    ({ range, workWeek, holidays }) =>
      countLeave(range, { unit: 'Day', dayCount: 'Workday', workWeek, holidays }).days,
  );

describe('the ledger, for any entries', () => {
  it('has as a year’s closing balance the sum of the year’s entries', () => {
    fc.assert(
      fc.property(anyLedger, anyDate, anyStartMonth, (ledger, date, startMonth) => {
        const year = leaveYearOf(date, startMonth);
        const ofYear = ledger.filter(
          (entry) => leaveYearOf(entry.date, startMonth).start.compare(year.start) === 0,
        );
        expect(
          balanceAsOf(ledger, year.end, startMonth).equals(sumAmounts(ofYear.map((entry) => entry.amount))),
        ).toBe(true);
      }),
    );
  });

  it('adds up: the balance of two ledgers together is the sum of their balances, in any order', () => {
    fc.assert(
      fc.property(anyLedger, anyLedger, anyDate, anyStartMonth, (first, second, date, startMonth) => {
        const together = balanceAsOf([...second, ...first], date, startMonth);
        const apart = balanceAsOf(first, date, startMonth).plus(balanceAsOf(second, date, startMonth));
        expect(together.equals(apart)).toBe(true);
      }),
    );
  });

  it('never offers more to book than the balance of the first day', () => {
    fc.assert(
      fc.property(anyLedger, anyDate, anyStartMonth, (ledger, date, startMonth) => {
        expect(availableFrom(ledger, date, startMonth).lte(balanceAsOf(ledger, date, startMonth))).toBe(true);
      }),
    );
  });
});

describe('cancelling a request, for any ledger and request', () => {
  it('restores every balance', () => {
    fc.assert(
      fc.property(anyLedger, anyRequestDays, anyDate, anyStartMonth, (ledger, days, date, startMonth) => {
        const cancelled = [
          ...ledger,
          ...takenEntries('r', days, startMonth),
          ...returnedEntries('c', days, startMonth),
        ];
        expect(balanceAsOf(cancelled, date, startMonth).equals(balanceAsOf(ledger, date, startMonth))).toBe(
          true,
        );
      }),
    );
  });

  it('restores what the earning policy writes: carry-over and expiry', () => {
    const policy: EarningPolicy = {
      entitlement: new Decimal(20),
      frequency: 'Monthly',
      rounding: 'Half',
      waitingPeriodMonths: 0,
      carryOverCap: new Decimal(5),
      carryOverExpiresAfterMonths: 3,
    };
    fc.assert(
      fc.property(anyLedger, anyRequestDays, anyDate, anyStartMonth, (ledger, days, hireDate, startMonth) => {
        const base = { policy, employment: { hireDate, endDate: null }, leaveYearStartMonth: startMonth };
        const asOf = hireDate.add({ years: 3 });
        const cancelled = [
          ...ledger,
          ...takenEntries('r', days, startMonth),
          ...returnedEntries('c', days, startMonth),
        ];
        expect(policyEntries({ ...base, asOf, ledger: cancelled })).toEqual(
          policyEntries({ ...base, asOf, ledger }),
        );
      }),
      { numRuns: 50 },
    );
  });
});
