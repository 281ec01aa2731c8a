/**
 * Expense claims (issue 32): the limits of the set-up and claim forms, the statuses a claim moves
 * through, and how a claim's number is shown. The server's columns and the contract use the same limits.
 */

export const EXPENSE_CATEGORY_CODE_MAX = 20;
export const EXPENSE_CATEGORY_DESCRIPTION_MAX = 50;
export const EXPENSE_CLAIM_TITLE_MAX = 100;
export const EXPENSE_LINE_DESCRIPTION_MAX = 200;
export const EXPENSE_VEHICLE_TYPE_MAX = 50;
/** A claim's lines and a line's receipt files, as the contract bounds them. */
export const EXPENSE_CLAIM_LINES_MAX = 50;
export const EXPENSE_LINE_RECEIPTS_MAX = 10;
/** The longest reason an approver gives for approving less than was claimed. */
export const EXPENSE_APPROVAL_REASON_MAX = 500;

/**
 * How rates and distances are written (the contract's patterns): an exchange rate up to 9 digits and 6
 * decimals, a rate per km up to 6 digits and 4 decimals, a distance up to 5 digits and 2 decimals.
 */
export const EXPENSE_NUMBER_FORMATS = {
  exchangeRate: { integerDigits: 9, decimals: 6 },
  ratePerKm: { integerDigits: 6, decimals: 4 },
  distanceKm: { integerDigits: 5, decimals: 2 },
} as const;

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

/** How messages name a line, as the claimant numbers them: "Line 2 (Taxi)", or "Line 2" before a category is chosen. */
export function expenseLineLabel(index: number, categoryDescription?: string | null): string {
  return categoryDescription ? `Line ${index + 1} (${categoryDescription})` : `Line ${index + 1}`;
}
