/** Expense claims (issue 32): the pure arithmetic and rules the server and screens share. */

export {
  approvedAmountProblem,
  type CategoryRules,
  type ClaimRulesOptions,
  claimProblems,
  EXPENSE_APPROVAL_REASON_MAX,
  type LineForRules,
  type LineProblem,
} from './claimRules.ts';
export {
  EXPENSE_CATEGORY_CODE_MAX,
  EXPENSE_CATEGORY_DESCRIPTION_MAX,
  EXPENSE_CLAIM_STATUS_LABELS,
  EXPENSE_CLAIM_STATUSES,
  EXPENSE_CLAIM_TITLE_MAX,
  EXPENSE_LINE_DESCRIPTION_MAX,
  type ExpenseClaimStatus,
  formatClaimNumber,
} from './constants.ts';
export { claimTotal, convertLine, type LineAmount, mileageLine } from './conversion.ts';
export { type ClaimToReimburse, reimbursementItems } from './reimbursement.ts';
