import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { PAY_PERIODS } from '../constants.ts';
import { prepareTaxTable, type TaxBracketInput, type TaxTable } from './brackets.ts';
import { CONTRIBUTION_TYPES, PAY_ITEM_KINDS, ROUNDING_RULES, TAX_TABLE_BASES } from './constants.ts';
import type { StatutoryContributionInput } from './contributions.ts';
import type { MoneyRules } from './money.ts';
import type { PayItemInput } from './payItems.ts';

/** fast-check generators the payroll property tests share. */

export const anyMoneyRules: fc.Arbitrary<MoneyRules> = fc.record({
  digits: fc.integer({ min: 0, max: 3 }),
  rounding: fc.constantFrom(...ROUNDING_RULES),
});

export const anyPayPeriod = fc.constantFrom(...PAY_PERIODS);

/** An amount of up to 10,000,000 in the currency's minor units, as a decimal string. */
export function anyAmount(digits: number, maxMajor = 10_000_000): fc.Arbitrary<string> {
  const scale = 10 ** digits;
  return fc
    .integer({ min: 0, max: maxMajor * scale })
    .map((units) => new Decimal(units).div(scale).toFixed(digits));
}

/**
 * A % from 0 to 100 with up to three decimals, as typed; often a round one (12.5% of 4 units is a
 * half unit), so ties at the minor unit come up.
 */
export const anyPercentage = fc.oneof(
  fc.constantFrom('0', '5', '12.5', '17.5', '25', '32.5', '100'),
  fc.integer({ min: 0, max: 100_000 }).map((thousandths) => new Decimal(thousandths).div(1000).toFixed()),
);

/** Brackets that validate: the first at 0, bounds rising by at least one minor unit. */
export function anyBrackets(digits: number): fc.Arbitrary<TaxBracketInput[]> {
  const scale = 10 ** digits;
  return fc
    .array(fc.tuple(fc.integer({ min: 1, max: 5_000_000 * scale }), anyPercentage), {
      minLength: 0,
      maxLength: 6,
    })
    .chain((steps) =>
      anyPercentage.map((first) => {
        let bound = 0;
        const brackets: TaxBracketInput[] = [{ incomeMoreThan: (0).toFixed(digits), percentage: first }];
        for (const [step, percentage] of steps) {
          bound += step;
          brackets.push({ incomeMoreThan: new Decimal(bound).div(scale).toFixed(digits), percentage });
        }
        return brackets;
      }),
    );
}

export function anyTable(digits: number, type: 'PAYE Tax' | 'Other'): fc.Arbitrary<TaxTable> {
  return fc
    .record({
      basis: fc.constantFrom(...TAX_TABLE_BASES),
      brackets: anyBrackets(digits),
      reliefPerMonth: fc.option(anyAmount(digits, 5000), { nil: null }),
    })
    .map((table) => prepareTaxTable({ code: type === 'Other' ? 'TABLE' : 'PAYE', type, ...table }, digits));
}

export function anyItem(digits: number): fc.Arbitrary<PayItemInput> {
  return fc.record({
    kind: fc.constantFrom(...PAY_ITEM_KINDS),
    code: fc.constantFrom('A', 'B', 'C'),
    amount: anyAmount(digits, 100_000),
    quantity: fc.option(
      fc.integer({ min: 1, max: 4000 }).map((hundredths) => new Decimal(hundredths).div(100).toFixed()),
    ),
    tax: fc.boolean(),
    otherStatutory: fc.boolean(),
  });
}

export function anyContribution(digits: number): fc.Arbitrary<StatutoryContributionInput> {
  const side = fc.record({
    type: fc.constantFrom(...CONTRIBUTION_TYPES),
    amount: anyPercentage,
    cappedAmount: fc.option(anyAmount(digits, 200_000), { nil: null }),
    table: anyTable(digits, 'Other'),
  });
  return fc.record({
    code: fc.constant('C'),
    employer: side,
    employee: side,
    employeeBeforeTax: fc.boolean(),
  });
}
