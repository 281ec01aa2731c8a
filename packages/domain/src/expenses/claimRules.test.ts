import { describe, expect, it } from 'vitest';
import { approvedAmountProblem, type CategoryRules, claimProblems } from './claimRules.ts';

const taxi: CategoryRules = {
  id: 'taxi',
  code: 'TAXI',
  description: 'Taxi',
  limitPerClaim: '200.00',
  limitPerMonth: null,
  receiptRequiredAbove: null,
};
const categories = new Map([[taxi.id, taxi]]);
const none = new Map<string, string>();

describe('claimProblems', () => {
  it("names the line and the figure when a line is over the category's limit per claim", () => {
    const first = { index: 0, date: '2026-11-10', categoryId: 'taxi', claimedAmount: '150.00', receipts: 1 };
    const lines = [
      first,
      { index: 1, date: '2026-11-11', categoryId: 'taxi', claimedAmount: '100.00', receipts: 1 },
    ];
    expect(claimProblems(lines, categories, none, 2)).toEqual([
      {
        index: 1,
        field: 'amount',
        message:
          "Line 2 (Taxi): lines 1 and 2 together come to 250.00, over Taxi's limit of 200.00 per claim.",
      },
    ]);
    expect(claimProblems([{ ...first, claimedAmount: '250.00' }], categories, none, 2)).toEqual([
      {
        index: 0,
        field: 'amount',
        message: "Line 1 (Taxi): 250.00 is over Taxi's limit of 200.00 per claim.",
      },
    ]);
  });

  it('accepts a claim within its limits', () => {
    const lines = [
      { index: 0, date: '2026-11-10', categoryId: 'taxi', claimedAmount: '200.00', receipts: 0 },
    ];
    expect(claimProblems(lines, categories, none, 2)).toEqual([]);
  });
});

describe('approvedAmountProblem', () => {
  it('refuses more than claimed and less without a reason', () => {
    expect(approvedAmountProblem('250.00', '300.00', null, 2)).toBe(
      'The approved amount 300.00 is more than the 250.00 claimed.',
    );
    expect(approvedAmountProblem('250.00', '200.00', '  ', 2)).toBe(
      'A reason is required to approve less than the 250.00 claimed.',
    );
    expect(approvedAmountProblem('250.00', '200.00', 'Hotel cap is 200 a night', 2)).toBeNull();
    expect(approvedAmountProblem('250.00', '250.00', null, 2)).toBeNull();
  });
});
