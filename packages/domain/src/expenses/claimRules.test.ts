import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { approvedAmountProblem, type CategoryRules, claimProblems, type LineForRules } from './claimRules.ts';

const taxi: CategoryRules = {
  id: 'taxi',
  code: 'TAXI',
  description: 'Taxi',
  limitPerClaim: '200.00',
  limitPerMonth: null,
  receiptRequiredAbove: null,
};
const meals: CategoryRules = {
  id: 'meals',
  code: 'MEALS',
  description: 'Meals',
  limitPerClaim: null,
  limitPerMonth: '300.00',
  receiptRequiredAbove: '50.00',
};
const hotel: CategoryRules = {
  id: 'hotel',
  code: 'HOTEL',
  description: 'Hotel',
  limitPerClaim: null,
  limitPerMonth: null,
  receiptRequiredAbove: '0',
};
const categories = new Map([taxi, meals, hotel].map((category) => [category.id, category]));
const none = new Map<string, string>();

function line(index: number, categoryId: string, claimedAmount: string, more: Partial<LineForRules> = {}) {
  return { index, date: '2026-11-10', categoryId, claimedAmount, receipts: 1, ...more };
}

describe('claimProblems: limits per claim', () => {
  it('names the line and the figure when one line is over the limit', () => {
    expect(claimProblems([line(0, 'taxi', '250.00')], categories, none, 2)).toEqual([
      {
        index: 0,
        field: 'amount',
        message: "Line 1 (Taxi): 250.00 is over Taxi's limit of 200.00 per claim.",
      },
    ]);
  });

  it("counts the claim's lines of the category together, and names the line that goes over", () => {
    // 150.00 + 100.00 = 250.00 > 200.00: line 2 is where the claim passes the limit.
    const lines = [line(0, 'taxi', '150.00'), line(1, 'meals', '20.00'), line(2, 'taxi', '100.00')];
    expect(claimProblems(lines, categories, none, 2)).toEqual([
      {
        index: 2,
        field: 'amount',
        message:
          "Line 3 (Taxi): lines 1 and 3 together come to 250.00, over Taxi's limit of 200.00 per claim.",
      },
    ]);
  });

  it('accepts a claim exactly at its limit', () => {
    expect(claimProblems([line(0, 'taxi', '120.00'), line(1, 'taxi', '80.00')], categories, none, 2)).toEqual(
      [],
    );
  });
});

describe('claimProblems: limits per month', () => {
  it("adds the employee's other claims in the same category and month", () => {
    // 220.00 already claimed for Meals in November on other claims + 100.00 here = 320.00 > 300.00.
    const already = new Map([['meals:2026-11', '220.00']]);
    expect(
      claimProblems([line(0, 'meals', '45.00', { date: '2026-11-20' })], categories, already, 2),
    ).toEqual([]);
    expect(
      claimProblems([line(0, 'meals', '100.00', { date: '2026-11-20' })], categories, already, 2),
    ).toEqual([
      {
        index: 0,
        field: 'amount',
        message:
          "Line 1 (Meals): 100.00 and 220.00 already claimed in Nov 2026 come to 320.00, over Meals' limit of 300.00 per month.",
      },
    ]);
  });

  it("counts each month on its own: November's claims do not use December's limit", () => {
    const already = new Map([['meals:2026-11', '300.00']]);
    const lines = [
      line(0, 'meals', '40.00', { date: '2026-12-01' }),
      line(1, 'meals', '40.00', { date: '2026-12-02' }),
    ];
    expect(claimProblems(lines, categories, already, 2)).toEqual([]);
  });

  it("adds the claim's own lines of the month", () => {
    const lines = [
      line(0, 'meals', '45.00', { date: '2026-11-03' }),
      line(1, 'meals', '45.00', { date: '2026-11-04' }),
      line(2, 'meals', '45.00', { date: '2026-11-05' }),
    ];
    const already = new Map([['meals:2026-11', '200.00']]);
    expect(claimProblems(lines, categories, already, 2)).toEqual([
      {
        index: 2,
        field: 'amount',
        message:
          "Line 3 (Meals): lines 1, 2 and 3 (135.00) and 200.00 already claimed in Nov 2026 come to 335.00, over Meals' limit of 300.00 per month.",
      },
    ]);
    expect(
      claimProblems([...lines, line(3, 'meals', '45.00', { date: '2026-11-06' })], categories, none, 2),
    ).toEqual([]);
  });
});

describe('claimProblems: receipts', () => {
  it('requires a receipt only above the amount the category sets', () => {
    expect(claimProblems([line(0, 'meals', '50.00', { receipts: 0 })], categories, none, 2)).toEqual([]);
    expect(claimProblems([line(0, 'meals', '50.01', { receipts: 0 })], categories, none, 2)).toEqual([
      {
        index: 0,
        field: 'receipts',
        message: 'Line 1 (Meals): 50.01 is above 50.00, so Meals needs a receipt; attach one.',
      },
    ]);
    expect(claimProblems([line(0, 'meals', '50.01', { receipts: 1 })], categories, none, 2)).toEqual([]);
  });

  it('always requires one when the category says above 0, and never when it says nothing', () => {
    expect(claimProblems([line(0, 'hotel', '0.01', { receipts: 0 })], categories, none, 2)).toEqual([
      { index: 0, field: 'receipts', message: 'Line 1 (Hotel): Hotel always needs a receipt; attach one.' },
    ]);
    expect(claimProblems([line(0, 'taxi', '199.99', { receipts: 0 })], categories, none, 2)).toEqual([]);
  });
});

describe('claimProblems: the line itself', () => {
  it('refuses an unknown or switched-off category', () => {
    const withRetired = new Map([
      ...categories,
      ['parking', { ...taxi, id: 'parking', description: 'Parking', active: false }],
    ]);
    expect(
      claimProblems([line(0, 'gone', '10.00'), line(1, 'parking', '10.00')], withRetired, none, 2),
    ).toEqual([
      { index: 0, field: 'categoryId', message: 'Line 1: choose a category from the list.' },
      {
        index: 1,
        field: 'categoryId',
        message: 'Line 2 (Parking): Parking is no longer in use; choose another category.',
      },
    ]);
  });

  it('refuses a date that is not a day, or after today when today is given', () => {
    expect(claimProblems([line(0, 'taxi', '10.00', { date: '2026-02-30' })], categories, none, 2)).toEqual([
      { index: 0, field: 'date', message: 'Line 1 (Taxi): enter a complete date.' },
    ]);
    const tomorrow = line(0, 'taxi', '10.00', { date: '2026-12-04' });
    expect(claimProblems([tomorrow], categories, none, 2, { today: '2026-12-03' })).toEqual([
      { index: 0, field: 'date', message: 'Line 1 (Taxi): the date 4 Dec 2026 is after today.' },
    ]);
    expect(claimProblems([tomorrow], categories, none, 2, { today: '2026-12-04' })).toEqual([]);
  });

  it("refuses an amount of 0 or with more than the currency's digits", () => {
    expect(claimProblems([line(0, 'taxi', '0.00'), line(1, 'taxi', '1.005')], categories, none, 2)).toEqual([
      {
        index: 0,
        field: 'amount',
        message: 'Line 1 (Taxi): enter an amount more than 0 with at most 2 decimals.',
      },
      {
        index: 1,
        field: 'amount',
        message: 'Line 2 (Taxi): enter an amount more than 0 with at most 2 decimals.',
      },
    ]);
    expect(claimProblems([line(0, 'taxi', '15')], categories, none, 0)).toEqual([]);
  });
});

describe('approvedAmountProblem', () => {
  it('accepts the claimed amount, or less with a reason', () => {
    expect(approvedAmountProblem('250.00', '250.00', null, 2)).toBeNull();
    expect(approvedAmountProblem('250.00', '200.00', 'Hotel cap is 200 a night', 2)).toBeNull();
    expect(approvedAmountProblem('250.00', '0', 'Personal, not business', 2)).toBeNull();
    expect(approvedAmountProblem('250.00', new Decimal('200'), 'Cap', 2)).toBeNull();
  });

  it('refuses less without a reason', () => {
    expect(approvedAmountProblem('250.00', '200.00', '  ', 2)).toBe(
      'A reason is required to approve less than the 250.00 claimed.',
    );
    expect(approvedAmountProblem('1830.00', '1500.00', undefined, 2)).toBe(
      'A reason is required to approve less than the 1,830.00 claimed.',
    );
  });

  it('refuses more than claimed, a negative amount, too many decimals and a too long reason', () => {
    expect(approvedAmountProblem('250.00', '300.00', null, 2)).toBe(
      'The approved amount 300.00 is more than the 250.00 claimed.',
    );
    expect(approvedAmountProblem('250.00', '-1.00', 'x', 2)).toBe(
      'Enter an approved amount of 0 or more with at most 2 decimals.',
    );
    expect(approvedAmountProblem('250', '249.5', 'x', 0)).toBe(
      'Enter an approved amount of 0 or more with no decimals.',
    );
    expect(approvedAmountProblem('250.00', '200.00', 'x'.repeat(501), 2)).toBe(
      'Use at most 500 characters for the reason.',
    );
  });
});
