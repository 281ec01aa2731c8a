export { ExchangeRatesScreen, type ExchangeRatesScreenProps } from './ExchangeRatesScreen.tsx';
export { ExpenseCategoriesScreen, type ExpenseCategoriesScreenProps } from './ExpenseCategoriesScreen.tsx';
export { ExpenseClaimsReportScreen } from './ExpenseClaimsReportScreen.tsx';
export * from './expenseClaimsReport.ts';
export * from './expenseSetup.ts';
export {
  type ClaimToMarkPaid,
  MarkClaimPaidDialog,
  type MarkClaimPaidDialogProps,
  type MarkClaimPaidField,
} from './MarkClaimPaidDialog.tsx';
export { MileageRatesScreen, type MileageRatesScreenProps } from './MileageRatesScreen.tsx';
export type { MarkClaimPaidValues } from './markClaimPaidSchema.ts';
