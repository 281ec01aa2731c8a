import { CalendarDate, endOfMonth } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONDAY_TO_FRIDAY } from '../leave/workWeek.ts';
import { PRORATION_METHODS } from './constants.ts';
import { computePayslip } from './payslip.ts';
import { type DateSpan, paymentDaysOf } from './proration.ts';
import { salaryPartsOf } from './salaryParts.ts';
import { anyAmount, anyMoneyRules } from './testArbitraries.ts';

/** What must hold of a salary that changes inside a period, for any method, month, dates and rounding. */

const workingDays = { workWeek: MONDAY_TO_FRIDAY, holidays: [] };

/** A calendar month (every method prorates one) and days of it by their number. */
const anyMonth = fc
  .record({ year: fc.integer({ min: 2020, max: 2030 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => {
    const from = new CalendarDate(year, month, 1);
    return { from, to: endOfMonth(from) };
  });

const dayOf = (period: DateSpan, index: number) =>
  period.from.add({ days: index % (period.to.day - period.from.day + 1) });

/** Changes inside the period (after its first day), as day indexes. */
const anyChangeDays = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 3 });

const anyEmployed = fc.tuple(fc.nat(40), fc.nat(40)).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);

function employedSpan(period: DateSpan, [start, end]: number[]): DateSpan {
  // Indexes past the month's length reach before or after it, as joiners and leavers do.
  return { from: period.from.add({ days: (start ?? 0) - 5 }), to: period.from.add({ days: (end ?? 0) - 5 }) };
}

describe('salary parts, for any month, method and dates', () => {
  const cases = anyMoneyRules.chain((money) =>
    fc.record({
      money: fc.constant(money),
      method: fc.constantFrom(...PRORATION_METHODS),
      period: anyMonth,
      changes: anyChangeDays,
      employed: anyEmployed,
      low: anyAmount(money.digits, 1_000_000),
      raise: anyAmount(money.digits, 100_000),
    }),
  );

  it('equal salaries in every part give exactly the one-salary payslip, line and explanation', () => {
    fc.assert(
      fc.property(cases, ({ money, method, period, changes, employed, low }) => {
        const span = employedSpan(period, employed);
        const salaries = [0, ...changes].map((index) => ({ from: dayOf(period, index), amount: low }));
        const { parts, paymentDays } = salaryPartsOf({
          method,
          period,
          salaries,
          employed: span,
          unpaidDays: '1.5',
          workingDays,
        });
        const oneSalaryDays = paymentDaysOf({
          method,
          period,
          employed: span,
          unpaidDays: '1.5',
          workingDays,
        });
        const input = {
          payPeriod: 'Monthly' as const,
          money,
          items: [{ kind: 'Earning' as const, code: 'E', amount: '100' }],
        };
        expect(computePayslip({ ...input, basicPay: parts, paymentDays })).toEqual(
          computePayslip({ ...input, basicPay: low, paymentDays: oneSalaryDays }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a raise never lowers basic pay, and never pays more than the higher salary’s full period', () => {
    fc.assert(
      fc.property(cases, ({ money, method, period, changes, low, raise }) => {
        const high = new Decimal(low).plus(raise).toFixed(money.digits);
        const salaries = [
          { from: period.from.subtract({ days: 40 }), amount: low },
          { from: dayOf(period, changes[0] ?? 1), amount: high },
        ];
        const { parts, paymentDays } = salaryPartsOf({ method, period, salaries, workingDays });
        const [basic] = computePayslip({ payPeriod: 'Monthly', money, basicPay: parts, paymentDays }).lines;
        const amount = new Decimal(basic?.amount ?? 'NaN');
        expect(amount.gte(low)).toBe(true);
        expect(amount.lte(high)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the parts’ paid days add up to the days one salary would pay, unpaid leave taken where it falls', () => {
    fc.assert(
      fc.property(
        cases,
        fc.array(fc.tuple(fc.nat(30), fc.constantFrom('0.5', '1')), { maxLength: 4 }),
        ({ method, period, changes, employed, low }, leave) => {
          const span = employedSpan(period, employed);
          const salaries = [0, ...changes].map((index, at) => ({
            from: dayOf(period, index),
            amount: new Decimal(low).plus(at).toFixed(),
          }));
          const { parts, paymentDays } = salaryPartsOf({
            method,
            period,
            salaries,
            employed: span,
            workingDays,
          });
          const employedDays = paymentDaysOf({ method, period, employed: span, workingDays }).paidDays;
          const sum = parts.reduce((total, part) => total.plus(part.paidDays), new Decimal(0));
          expect(sum.toString()).toBe(employedDays.toString());
          expect(paymentDays.paidDays.toString()).toBe(sum.toString());

          const unpaidDays = leave.map(([index, days]) => ({ date: dayOf(period, index), days }));
          const withLeave = salaryPartsOf({
            method,
            period,
            salaries,
            employed: span,
            unpaidDays,
            workingDays,
          });
          withLeave.parts.forEach((part, index) => {
            const before = parts[index]?.paidDays ?? new Decimal(0);
            expect(part.paidDays.lte(before) && part.paidDays.gte(0)).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
