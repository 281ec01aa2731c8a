import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_RULES } from '../payroll/constants.ts';
import { type MoneyRules, ZERO } from '../payroll/money.ts';
import { anyAmount } from '../payroll/testArbitraries.ts';
import { currencyMinorDigits } from '../schemas/money.ts';
import { approvedAmountProblem, type CategoryRules, claimProblems, type LineForRules } from './claimRules.ts';
import { claimTotal, convertLine, mileageLine } from './conversion.ts';
import { reimbursementItems } from './reimbursement.ts';

/** Payroll currencies with each minor unit there is: none (JPY), two (GHS), three (KWD). */
const PAYROLL_CURRENCIES = [
  { currency: 'JPY', digits: 0 },
  { currency: 'GHS', digits: 2 },
  { currency: 'KWD', digits: 3 },
] as const;
const FOREIGN = ['USD', 'EUR', 'JPY', 'BHD'] as const;

/** A rate of up to 6 decimals, often a round one, so ties at the minor unit come up. */
const anyRate = fc.oneof(
  fc.constantFrom('0.5', '1.005', '15.25', '15.123425', '0.000125', '1'),
  fc
    .integer({ min: 1, max: 100_000_000 })
    .map((millionths) => new Decimal(millionths).div(1_000_000).toFixed()),
);

type ClaimLine =
  | { kind: 'amount'; amount: string; currency: string; rate: string }
  | { kind: 'mileage'; distanceKm: string; ratePerKm: string };

function anyLine(payroll: string): fc.Arbitrary<ClaimLine> {
  const foreign = fc.constantFrom(...FOREIGN).chain((currency) =>
    fc.record({
      kind: fc.constant('amount' as const),
      amount: anyAmount(currencyMinorDigits(currency), 50_000),
      currency: fc.constant(currency),
      rate: anyRate,
    }),
  );
  const mileage = fc.record({
    kind: fc.constant('mileage' as const),
    distanceKm: fc.integer({ min: 1, max: 200_000 }).map((tenths) => new Decimal(tenths).div(10).toFixed()),
    ratePerKm: fc
      .integer({ min: 1, max: 100_000 })
      .map((tenThousandths) => new Decimal(tenThousandths).div(10_000).toFixed()),
  });
  return fc.oneof(
    foreign.filter((line) => line.currency !== payroll),
    mileage,
  );
}

const anyClaim = fc
  .record({ payroll: fc.constantFrom(...PAYROLL_CURRENCIES), rounding: fc.constantFrom(...ROUNDING_RULES) })
  .chain(({ payroll, rounding }) =>
    fc.record({
      money: fc.constant({ ...payroll, rounding }),
      lines: fc.array(anyLine(payroll.currency), { minLength: 1, maxLength: 8 }),
    }),
  );

function exactAmount(line: ClaimLine): Decimal {
  return line.kind === 'amount'
    ? new Decimal(line.amount).times(line.rate)
    : new Decimal(line.distanceKm).times(line.ratePerKm);
}

function converted(line: ClaimLine, money: MoneyRules & { currency: string }) {
  return line.kind === 'amount'
    ? convertLine(line.amount, line.rate, line.currency, money)
    : mileageLine(line.distanceKm, line.ratePerKm, money);
}

function halfUnit(digits: number): Decimal {
  return new Decimal(10).pow(-digits).div(2);
}

describe('a claim, for any lines', () => {
  it('rounds each line once, within half a minor unit of the exact figure, by the rule', () => {
    fc.assert(
      fc.property(anyClaim, ({ money, lines }) => {
        const mode = money.rounding === 'Half Even' ? Decimal.ROUND_HALF_EVEN : Decimal.ROUND_HALF_UP;
        for (const line of lines) {
          const exact = exactAmount(line);
          const { amount } = converted(line, money);
          expect(amount.decimalPlaces()).toBeLessThanOrEqual(money.digits);
          expect(amount.minus(exact).abs().lte(halfUnit(money.digits))).toBe(true);
          expect(amount.eq(exact.toDecimalPlaces(money.digits, mode))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('totals the sum of its rounded lines, in any order, never re-rounded from the exact sum', () => {
    fc.assert(
      fc.property(anyClaim, ({ money, lines }) => {
        const amounts = lines.map((line) => converted(line, money));
        const total = claimTotal(amounts, money.digits);
        const byHand = amounts.reduce((sum, { amount }) => sum.plus(amount), ZERO);
        expect(total.eq(byHand)).toBe(true);
        expect(claimTotal([...amounts].reverse(), money.digits).eq(total)).toBe(true);
        const exactSum = lines.reduce((sum, line) => sum.plus(exactAmount(line)), ZERO);
        // Each line moves by at most half a unit, so the total is within n half-units of the exact sum.
        expect(total.minus(exactSum).abs().lte(halfUnit(money.digits).times(lines.length))).toBe(true);
        expect(total.decimalPlaces()).toBeLessThanOrEqual(money.digits);
      }),
      { numRuns: 300 },
    );
  });
});

const anyDecision = fc.integer({ min: 0, max: 3 }).chain((digits) =>
  fc.record({
    digits: fc.constant(digits),
    claimed: anyAmount(digits, 100_000),
    approved: fc.oneof(
      anyAmount(digits, 100_000),
      anyAmount(digits + 1, 100_000),
      fc.constantFrom('-1', '', ' 5 ', 'abc'),
    ),
    reason: fc.constantFrom(null, undefined, '', '  ', 'Over the hotel cap'),
  }),
);

describe('an approved amount, for any decision', () => {
  it('is accepted only when it is 0 to the claimed amount, and below it only with a reason', () => {
    fc.assert(
      fc.property(anyDecision, ({ digits, claimed, approved, reason }) => {
        if (approvedAmountProblem(claimed, approved, reason, digits) !== null) return;
        const value = new Decimal(approved.trim());
        expect(value.gte(0)).toBe(true);
        expect(value.lte(claimed)).toBe(true);
        expect(value.decimalPlaces()).toBeLessThanOrEqual(digits);
        if (value.lt(claimed)) expect(reason?.trim()).toBeTruthy();
      }),
      { numRuns: 500 },
    );
  });

  it('accepts the claimed amount itself, with or without a reason', () => {
    fc.assert(
      fc.property(anyDecision, ({ digits, claimed, reason }) => {
        expect(approvedAmountProblem(claimed, claimed, reason, digits)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

const anyApprovedClaim = fc.integer({ min: 0, max: 3 }).chain((digits) =>
  fc.record({
    digits: fc.constant(digits),
    number: fc.integer({ min: 1, max: 99_999 }),
    lines: fc.array(fc.record({ approvedAmount: anyAmount(digits, 100_000), taxable: fc.boolean() }), {
      maxLength: 10,
    }),
  }),
);

describe('reimbursement items, for any approved claim', () => {
  it('add up to the approved total and split it exactly by taxability', () => {
    fc.assert(
      fc.property(anyApprovedClaim, ({ number, lines }) => {
        const items = reimbursementItems({ number, approvedOn: '2026-11-12', lines });
        const sum = (taxable: boolean | null) =>
          lines
            .filter((line) => taxable === null || line.taxable === taxable)
            .reduce((total, line) => total.plus(line.approvedAmount), ZERO);
        const paid = (taxable: boolean | null) =>
          items
            .filter((item) => taxable === null || item.tax === taxable)
            .reduce((total, item) => total.plus(item.amount), ZERO);
        expect(paid(null).eq(sum(null))).toBe(true);
        expect(paid(true).eq(sum(true))).toBe(true);
        expect(paid(false).eq(sum(false))).toBe(true);
        expect(items.filter((item) => item.tax)).toHaveLength(sum(true).isZero() ? 0 : 1);
        expect(items.filter((item) => !item.tax)).toHaveLength(sum(false).isZero() ? 0 : 1);
        for (const item of items) expect(new Decimal(item.amount).gt(0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

const CATEGORY_IDS = ['taxi', 'meals', 'hotel', 'retired', 'unknown'] as const;

function anyCategory(id: string, digits: number): fc.Arbitrary<CategoryRules> {
  const limit = fc.option(anyAmount(digits, 1_000), { nil: null });
  return fc.record({
    id: fc.constant(id),
    code: fc.constant(id.toUpperCase()),
    description: fc.constant(id),
    limitPerClaim: limit,
    limitPerMonth: limit,
    receiptRequiredAbove: limit,
    active: fc.constant(id !== 'retired'),
  });
}

const anyClaimToCheck = fc.integer({ min: 0, max: 3 }).chain((digits) =>
  fc.record({
    digits: fc.constant(digits),
    categories: fc.tuple(...CATEGORY_IDS.slice(0, 4).map((id) => anyCategory(id, digits))),
    lines: fc.array(
      fc.record({
        date: fc.constantFrom('2026-11-01', '2026-11-30', '2026-12-01', '2026-02-30', 'soon'),
        categoryId: fc.constantFrom(...CATEGORY_IDS),
        claimedAmount: fc.oneof(anyAmount(digits, 500), fc.constantFrom('0', '-5', '1.0001', '')),
        receipts: fc.integer({ min: 0, max: 2 }),
      }),
      { maxLength: 12 },
    ),
    already: fc.array(fc.tuple(fc.constantFrom('taxi:2026-11', 'meals:2026-12'), anyAmount(digits, 1_000))),
  }),
);

const TAXI: CategoryRules = {
  id: 'taxi',
  code: 'TAXI',
  description: 'Taxi',
  limitPerClaim: null,
  limitPerMonth: null,
  receiptRequiredAbove: null,
};

const anyLimitedClaim = fc.integer({ min: 0, max: 3 }).chain((digits) =>
  fc.record({
    digits: fc.constant(digits),
    limitPerClaim: fc.option(anyAmount(digits, 1_000), { nil: null }),
    limitPerMonth: fc.option(anyAmount(digits, 2_000), { nil: null }),
    already: anyAmount(digits, 1_000),
    amounts: fc.array(
      anyAmount(digits, 300).filter((amount) => new Decimal(amount).gt(0)),
      { maxLength: 8 },
    ),
  }),
);

describe('claimProblems, for any claim', () => {
  it('names only lines the claim has, with a field of the line', () => {
    fc.assert(
      fc.property(anyClaimToCheck, ({ digits, categories, lines, already }) => {
        const indexed: LineForRules[] = lines.map((line, index) => ({ ...line, index }));
        const rules = new Map(categories.map((category) => [category.id, category]));
        const problems = claimProblems(indexed, rules, new Map(already), digits, { today: '2026-12-03' });
        for (const problem of problems) {
          expect(Number.isInteger(problem.index)).toBe(true);
          expect(problem.index).toBeGreaterThanOrEqual(0);
          expect(problem.index).toBeLessThan(lines.length);
          expect(['amount', 'receipts', 'categoryId', 'date']).toContain(problem.field);
          expect(problem.message.startsWith(`Line ${problem.index + 1}`)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("refuses each of a category's limits exactly when the lines (and the month's other claims) add up to more", () => {
    fc.assert(
      fc.property(anyLimitedClaim, ({ digits, limitPerClaim, limitPerMonth, already, amounts }) => {
        const taxi = { ...TAXI, limitPerClaim, limitPerMonth };
        const lines = amounts.map((claimedAmount, index) => ({
          index,
          date: `2026-11-${String(index + 1).padStart(2, '0')}`,
          categoryId: 'taxi',
          claimedAmount,
          receipts: 0,
        }));
        const problems = claimProblems(
          lines,
          new Map([['taxi', taxi]]),
          new Map([['taxi:2026-11', already]]),
          digits,
        );
        const total = amounts.reduce((sum, amount) => sum.plus(amount), ZERO);
        const overClaim = limitPerClaim !== null && total.gt(limitPerClaim);
        const overMonth =
          limitPerMonth !== null && amounts.length > 0 && total.plus(already).gt(limitPerMonth);
        expect(problems.filter(({ message }) => message.endsWith('per claim.'))).toHaveLength(
          overClaim ? 1 : 0,
        );
        expect(problems.filter(({ message }) => message.endsWith('per month.'))).toHaveLength(
          overMonth ? 1 : 0,
        );
        expect(problems).toHaveLength((overClaim ? 1 : 0) + (overMonth ? 1 : 0));
      }),
      { numRuns: 300 },
    );
  });
});
