import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareTaxTable, taxOnIncome } from './brackets.ts';
import { computePayslip, type Payslip } from './payslip.ts';
import { tableAmountForPeriod } from './tableTax.ts';
import {
  anyAmount,
  anyBrackets,
  anyContribution,
  anyItem,
  anyMoneyRules,
  anyPayPeriod,
  anyTable,
} from './testArbitraries.ts';

function sum(payslip: Payslip, kinds: readonly string[]): Decimal {
  return payslip.lines
    .filter((line) => kinds.includes(line.kind))
    .reduce((total, line) => total.plus(line.amount), new Decimal(0));
}

describe('the Cumulative Tax column, for any brackets', () => {
  it('equals the sum of the full bands below each row, each at the minor unit, and the tax due at the bound', () => {
    const digits = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(
        digits.chain((d) => fc.tuple(fc.constant(d), anyBrackets(d))),
        ([d, brackets]) => {
          const table = prepareTaxTable({ code: 'T', type: 'Other', basis: 'Monthly', brackets }, d);
          let bandsBelow = new Decimal(0);
          table.brackets.forEach((bracket, index) => {
            const below = table.brackets[index - 1];
            if (below) {
              const band = below.percentage
                .times(bracket.incomeMoreThan.minus(below.incomeMoreThan))
                .div(100);
              bandsBelow = bandsBelow.plus(band.toDecimalPlaces(d, Decimal.ROUND_HALF_UP));
            }
            expect(bracket.cumulativeTax.toFixed(d)).toBe(bandsBelow.toFixed(d));
            const atBound = taxOnIncome(table.brackets, bracket.incomeMoreThan).tax;
            expect(atBound.toDecimalPlaces(d, Decimal.ROUND_HALF_UP).toFixed(d)).toBe(bandsBelow.toFixed(d));
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the tax on a period’s income, for any table, pay period and rounding', () => {
  const cases = anyMoneyRules.chain((money) =>
    fc.record({
      money: fc.constant(money),
      table: anyTable(money.digits, 'PAYE Tax'),
      period: anyPayPeriod,
      low: anyAmount(money.digits),
      raise: anyAmount(money.digits, 100_000),
    }),
  );

  it('is never negative, and never decreases as income rises', () => {
    fc.assert(
      fc.property(cases, ({ money, table, period, low, raise }) => {
        const lower = tableAmountForPeriod(table, new Decimal(low), period, money, 'PAYE').amount;
        const higher = tableAmountForPeriod(
          table,
          new Decimal(low).plus(raise),
          period,
          money,
          'PAYE',
        ).amount;
        expect(lower.isNegative()).toBe(false);
        expect(higher.gte(lower)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never decreases across a bound, one minor unit either side', () => {
    fc.assert(
      fc.property(cases, fc.nat(), ({ money, table }, pick) => {
        const bound = table.brackets[pick % table.brackets.length]?.incomeMoreThan ?? new Decimal(0);
        const unit = new Decimal(1).div(10 ** money.digits);
        const taxes = [bound.minus(unit), bound, bound.plus(unit)].map(
          (income) => tableAmountForPeriod(table, income, 'Monthly', money, 'PAYE').amount,
        );
        expect(taxes[1]?.gte(taxes[0] ?? 0) && taxes[2]?.gte(taxes[1] ?? 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('computePayslip, for any pay inputs', () => {
  const payslips = anyMoneyRules.chain((money) =>
    fc.record({
      money: fc.constant(money),
      payPeriod: anyPayPeriod,
      basicPay: anyAmount(money.digits, 1_000_000),
      items: fc.array(anyItem(money.digits), { maxLength: 8 }),
      contributions: fc.array(anyContribution(money.digits), { maxLength: 3 }),
      reliefs: fc.array(
        fc.record({
          code: fc.constant('R'),
          amount: anyAmount(money.digits, 50_000),
          per: fc.constantFrom('Period' as const, 'Year' as const),
        }),
        { maxLength: 2 },
      ),
      taxTables: fc.array(anyTable(money.digits, 'PAYE Tax'), { maxLength: 2 }),
    }),
  );

  it('adds up as printed: net = gross − deductions, each total the sum of its lines, no tax negative', () => {
    fc.assert(
      fc.property(payslips, (input) => {
        const payslip = computePayslip(input);
        const gross = sum(payslip, ['Basic', 'Earning', 'Bonus']);
        const deductions = sum(payslip, ['Deduction', 'Employee Contribution', 'Tax']);
        const digits = input.money.digits;
        expect(payslip.gross).toBe(gross.toFixed(digits));
        expect(payslip.totalDeductions).toBe(deductions.toFixed(digits));
        expect(payslip.netPay).toBe(gross.minus(deductions).toFixed(digits));
        expect(payslip.employerCost).toBe(
          gross.plus(sum(payslip, ['Employer Contribution'])).toFixed(digits),
        );
        for (const line of payslip.lines) {
          expect(new Decimal(line.amount).decimalPlaces()).toBeLessThanOrEqual(digits);
          if (line.kind === 'Tax') expect(new Decimal(line.amount).isNegative()).toBe(false);
        }
        expect(new Decimal(payslip.taxableIncome).isNegative()).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
