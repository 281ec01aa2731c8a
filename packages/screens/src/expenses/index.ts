export { ExchangeRatesScreen, type ExchangeRatesScreenProps } from './ExchangeRatesScreen.tsx';
export { ExpenseApprovalSteps, type ExpenseApprovalStepsProps } from './ExpenseApprovalSteps.tsx';
export { ExpenseCategoriesScreen, type ExpenseCategoriesScreenProps } from './ExpenseCategoriesScreen.tsx';
export { ExpenseClaimDetail, type ExpenseClaimDetailProps } from './ExpenseClaimDetail.tsx';
export { ExpenseClaimEditor, type ExpenseClaimEditorProps } from './ExpenseClaimEditor.tsx';
export { ExpenseClaimStatusBadge } from './ExpenseClaimStatusBadge.tsx';
export { ExpenseClaimsReportScreen } from './ExpenseClaimsReportScreen.tsx';
export type { ExpenseClaimValues } from './expenseClaimForm.ts';
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
export type {
  ExchangeRate,
  ExchangeRateField,
  ExpenseCategory,
  ExpenseCategoryField,
  MileageRate,
  MileageRateField,
} from './expenseSetup.ts';
export {
  type ClaimToMarkPaid,
  MarkClaimPaidDialog,
  type MarkClaimPaidDialogProps,
  type MarkClaimPaidField,
} from './MarkClaimPaidDialog.tsx';
export { MileageRatesScreen, type MileageRatesScreenProps } from './MileageRatesScreen.tsx';
export { MyExpenseClaimsScreen, type MyExpenseClaimsScreenProps } from './MyExpenseClaimsScreen.tsx';
export type { MarkClaimPaidValues } from './markClaimPaidSchema.ts';
