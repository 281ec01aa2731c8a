/**
 * Expense claims (issue 32): the limits of the set-up and claim forms, the statuses a claim moves
 * through, and how a claim's number is shown. The server's columns and the contract use the same limits.
 */

export const EXPENSE_CATEGORY_CODE_MAX = 20;
export const EXPENSE_CATEGORY_DESCRIPTION_MAX = 50;
export const EXPENSE_CLAIM_TITLE_MAX = 100;
export const EXPENSE_LINE_DESCRIPTION_MAX = 200;

/** draft → submitted → approved → paid, or submitted → rejected. */
export const EXPENSE_CLAIM_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'paid'] as const;
export type ExpenseClaimStatus = (typeof EXPENSE_CLAIM_STATUSES)[number];

export const EXPENSE_CLAIM_STATUS_LABELS: Record<ExpenseClaimStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

const CLAIM_NUMBER_DIGITS = 4;

/** A claim's number as people quote it: 42 → "EC-0042"; past 9999 it simply grows ("EC-12345"). */
export function formatClaimNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`A claim number is a whole number from 1, not ${n}.`);
  return `EC-${String(n).padStart(CLAIM_NUMBER_DIGITS, '0')}`;
}
