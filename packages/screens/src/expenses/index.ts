export { ExpenseApprovalSteps, type ExpenseApprovalStepsProps } from './ExpenseApprovalSteps.tsx';
export { ExpenseClaimDetail, type ExpenseClaimDetailProps } from './ExpenseClaimDetail.tsx';
export { ExpenseClaimStatusBadge } from './ExpenseClaimStatusBadge.tsx';
export { ExpenseClaimsReportScreen } from './ExpenseClaimsReportScreen.tsx';
export type {
  ExchangeRateEntry,
  ExpenseApprovalStep,
  ExpenseCategoryChoice,
  ExpenseClaim,
  ExpenseClaimLine,
  ExpenseClaimSummary,
  ExpenseReceipt,
  MileageRateChoice,
} from './expenseClaims.ts';
export type {
  ExpenseClaimsReport,
  ExpenseClaimsReportFilters,
  ExpenseClaimsReportScreenProps,
} from './expenseClaimsReport.ts';
export {
  type ClaimToMarkPaid,
  MarkClaimPaidDialog,
  type MarkClaimPaidDialogProps,
  type MarkClaimPaidField,
} from './MarkClaimPaidDialog.tsx';
export { MyExpenseClaimsScreen, type MyExpenseClaimsScreenProps } from './MyExpenseClaimsScreen.tsx';
export type { MarkClaimPaidValues } from './markClaimPaidSchema.ts';
