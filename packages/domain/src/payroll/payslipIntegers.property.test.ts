import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRORATION_METHODS } from './constants.ts';
import type { PayItemInput } from './payItems.ts';
import { computePayslip, integerPayslip, type PayslipInput } from './payslip.ts';
import { computePayslipDecimal } from './test-support/payslipDecimal.ts';
import {
  anyAmount,
  anyContribution,
  anyItem,
  anyMoneyRules,
  anyPayPeriod,
  anyTable,
} from './testArbitraries.ts';

/**
 * The engine counts in integer minor units (payslip.ts); decimal.js is the reference it is held to:
 * for any input the two give the same payslip, every amount and every explanation to the character.
 */

const anyPaymentDays = fc
  .record({
    method: fc.constantFrom(...PRORATION_METHODS),
    periodDays: fc.integer({ min: 1, max: 31 }),
    halves: fc.nat(62),
  })
  .map(({ method, periodDays, halves }) => ({
    method,
    periodDays: new Decimal(periodDays),
    paidDays: new Decimal(Math.min(halves, periodDays * 2)).div(2),
  }));

function anyLabelledItem(digits: number): fc.Arbitrary<PayItemInput> {
  return fc
    .tuple(
      anyItem(digits),
      fc.option(fc.constantFrom('Housing', 'Transport', 'Union dues'), { nil: undefined }),
      fc.option(fc.constantFrom('days', 'trips'), { nil: null }),
      fc.option(fc.boolean(), { nil: undefined }),
      fc.option(fc.constant('Arrears September 2026: basic 4,000.00 → 4,500.00 = 500.00'), {
        nil: undefined,
      }),
    )
    .map(([item, description, unit, prorate, explanation]) => ({
      ...item,
      description,
      unit,
      prorate,
      explanation,
    }));
}

/** Any payslip input, amounts at the currency's digits: what the contract lets through. */
function anyPayslipInput(maxBasic: number): fc.Arbitrary<PayslipInput> {
  return anyMoneyRules.chain((money) =>
    fc.record({
      money: fc.constant(money),
      payPeriod: anyPayPeriod,
      basicPay: anyAmount(money.digits, maxBasic),
      paymentDays: fc.option(anyPaymentDays, { nil: null }),
      items: fc.array(anyLabelledItem(money.digits), { maxLength: 8 }),
      contributions: fc.array(
        fc
          .tuple(anyContribution(money.digits), fc.option(fc.constant('SSNIT'), { nil: undefined }))
          .map(([contribution, description]) => ({ ...contribution, description })),
        { maxLength: 3 },
      ),
      reliefs: fc.array(
        fc.record({
          code: fc.constant('R'),
          description: fc.option(fc.constant('Rent relief'), { nil: undefined }),
          amount: anyAmount(money.digits, 50_000),
          per: fc.constantFrom('Period' as const, 'Year' as const),
        }),
        { maxLength: 2 },
      ),
      taxTables: fc.array(anyTable(money.digits, 'PAYE Tax'), { maxLength: 2 }),
    }),
  );
}

describe('the payslip in integer minor units, for any input', () => {
  it('is the decimal.js payslip: every line, amount, explanation and total', () => {
    fc.assert(
      fc.property(anyPayslipInput(1_000_000), (input) => {
        expect(integerPayslip(input)).toEqual(computePayslipDecimal(input));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  // A billion a period carried through a year at a % with three decimals is a product wider than a safe
  // integer (counted in bigint), and still within decimal.js's 20 significant digits: beyond those the
  // reference itself rounds its intermediates, where the integers stay exact.
  it('stays exact for pay in the billions, where a rate step outgrows a safe integer', () => {
    fc.assert(
      fc.property(anyPayslipInput(1_000_000_000), (input) => {
        expect(integerPayslip(input)).toEqual(computePayslipDecimal(input));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('gives amounts as Decimals the decimal.js payslip', () => {
    const inputs = anyPayslipInput(1_000_000).map(
      (input): PayslipInput => ({ ...input, basicPay: new Decimal(input.basicPay as string) }),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(computePayslip(input)).toEqual(computePayslipDecimal(input));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  // The contract refuses them before they reach the engine; the engine names them rather than guess.
  it('refuses an amount with more decimals than the currency has, naming it', () => {
    const inputs = fc.tuple(anyPayslipInput(1_000_000), fc.integer({ min: 1, max: 9 })).map(
      ([input, last]): PayslipInput => ({
        ...input,
        items: [
          ...(input.items ?? []),
          { kind: 'Earning', code: 'ODD', amount: `12.${'0'.repeat(input.money.digits)}${last}` },
        ],
      }),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        const odd = input.items?.at(-1)?.amount;
        expect(() => computePayslip(input)).toThrow(
          new RangeError(`ODD amount has more decimals than the currency's ${input.money.digits}: "${odd}"`),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('refuses what the decimal.js payslip refuses, with the same message', () => {
    const bad = [
      { items: [{ kind: 'Earning', code: 'X', amount: '1e3' }] },
      { items: [{ kind: 'Earning', code: 'X', amount: '-5.00' }] },
      { items: [{ kind: 'Earning', code: 'X', amount: '5.00', quantity: '0' }] },
      { basicPay: '-0.00' },
      { reliefs: [{ code: 'R', amount: '-1', per: 'Year' }] },
      {
        contributions: [
          {
            code: 'C',
            employeeBeforeTax: true,
            employer: { type: 'Gross Income', amount: '100.5' },
            employee: { type: 'Not Applicable' },
          },
        ],
      },
    ] as const;
    for (const change of bad) {
      const input = {
        payPeriod: 'Monthly',
        money: { digits: 2, rounding: 'Half Up' },
        basicPay: '5000.00',
        ...change,
      } as PayslipInput;
      const reference = (() => {
        try {
          computePayslipDecimal(input);
          return 'no error';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(reference).not.toBe('no error');
      expect(() => computePayslip(input)).toThrow(reference);
    }
  });

  it('names an amount too large to count in whole minor units instead of counting it inexactly', () => {
    const input: PayslipInput = {
      payPeriod: 'Monthly',
      money: { digits: 2, rounding: 'Half Up' },
      basicPay: '90071992547409.92',
    };
    expect(() => computePayslip(input)).toThrow(/is more than the pay engine counts/);
  });
});
