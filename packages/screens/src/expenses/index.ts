export { ExchangeRatesScreen, type ExchangeRatesScreenProps } from './ExchangeRatesScreen.tsx';
export {
  ExpenseApprovalQueueScreen,
  type ExpenseApprovalQueueScreenProps,
} from './ExpenseApprovalQueueScreen.tsx';
export { ExpenseApprovalSteps, type ExpenseApprovalStepsProps } from './ExpenseApprovalSteps.tsx';
export { ExpenseCategoriesScreen, type ExpenseCategoriesScreenProps } from './ExpenseCategoriesScreen.tsx';
export { ExpenseClaimDetail, type ExpenseClaimDetailProps } from './ExpenseClaimDetail.tsx';
export { ExpenseClaimEditor, type ExpenseClaimEditorProps } from './ExpenseClaimEditor.tsx';
export { ExpenseClaimStatusBadge } from './ExpenseClaimStatusBadge.tsx';
export { ExpenseClaimsReportScreen } from './ExpenseClaimsReportScreen.tsx';
export type { ExpenseLineApproval } from './ExpenseDecisionPanel.tsx';
export type {
  ExpenseClaimLineValues as ExpenseClaimEditorLineValues,
  ExpenseClaimValues as ExpenseClaimEditorValues,
  ExpenseClaimValues,
} from './expenseClaimForm.ts';
export * from './expenseClaims.ts';
export * from './expenseClaimsReport.ts';
export type { PayrollMoney } from './expenseLinePreview.ts';
export * from './expenseSetup.ts';
export {
  type ClaimToMarkPaid,
  MarkClaimPaidDialog,
  type MarkClaimPaidDialogProps,
  type MarkClaimPaidField,
} from './MarkClaimPaidDialog.tsx';
export { MileageRatesScreen, type MileageRatesScreenProps } from './MileageRatesScreen.tsx';
export { MyExpenseClaimsScreen, type MyExpenseClaimsScreenProps } from './MyExpenseClaimsScreen.tsx';
export type { MarkClaimPaidValues } from './markClaimPaidSchema.ts';
