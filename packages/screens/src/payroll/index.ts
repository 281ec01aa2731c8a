export { AdjustmentItemDialog, type AdjustmentItemDialogProps } from './AdjustmentItemDialog.tsx';
export { AnnualSalaryReportScreen } from './AnnualSalaryReportScreen.tsx';
export type {
  AnnualSalaryReport,
  AnnualSalaryReportMonth,
  AnnualSalaryReportScreenProps,
} from './annualSalaryReport.ts';
export * from './EffectiveDateFields.tsx';
export * from './EmployeePayGroups.tsx';
export * from './EmployeePayItemDialog.tsx';
export * from './EmployeeReliefDialog.tsx';
export * from './EmployeeSalaryPay.tsx';
export * from './employeePay.ts';
export * from './MyPayslipsScreen.tsx';
export * from './PayItemChoiceFields.tsx';
export { PayItemDialog, type PayItemDialogProps } from './PayItemDialog.tsx';
export { PayItemsScreen } from './PayItemsScreen.tsx';
export * from './PayRunScreen.tsx';
export { PayrollSettingsScreen } from './PayrollSettingsScreen.tsx';
export * from './PayslipPreviewDialog.tsx';
export * from './PayslipPreviewTable.tsx';
export * from './PayslipView.tsx';
export * from './ProcessPayrollDialog.tsx';
export * from './ProcessPayrollScreen.tsx';
export {
  PAY_ITEM_WORDS,
  type PayItem,
  type PayItemField,
  type PayItemsScreenProps,
} from './payItem.ts';
export * from './payRuns.ts';
export type {
  PayrollSettings,
  PayrollSettingsField,
  PayrollSettingsScreenProps,
} from './payrollSettings.ts';
export type {
  PayrollTemplateSideView,
  PayrollTemplateView,
  StartFromTemplateProps,
} from './payrollTemplate.ts';
export { SalaryAdjustmentDialog, type SalaryAdjustmentDialogProps } from './SalaryAdjustmentDialog.tsx';
export { SalaryAdjustmentsScreen } from './SalaryAdjustmentsScreen.tsx';
export { StartFromTemplate } from './StartFromTemplate.tsx';
export {
  StatutoryContributionDialog,
  type StatutoryContributionDialogProps,
} from './StatutoryContributionDialog.tsx';
export { StatutoryContributionsScreen } from './StatutoryContributionsScreen.tsx';
export { StatutoryTaxDialog, type StatutoryTaxDialogProps } from './StatutoryTaxDialog.tsx';
export { StatutoryTaxesScreen } from './StatutoryTaxesScreen.tsx';
export type {
  SalaryAdjustment,
  SalaryAdjustmentArrears,
  SalaryAdjustmentDialogData,
  SalaryAdjustmentField,
  SalaryAdjustmentItem,
  SalaryAdjustmentsScreenProps,
} from './salaryAdjustment.ts';
export { SALARY_ADJUSTMENT_FIELDS } from './salaryAdjustment.ts';
export {
  SALARY_ADJUSTMENT_MESSAGES,
  type SalaryAdjustmentFormInput,
  type SalaryAdjustmentValues,
  salaryAdjustmentSchema,
} from './salaryAdjustmentSchema.ts';
export type {
  ContributionSide,
  StatutoryContribution,
  StatutoryContributionCallbacks,
  StatutoryContributionField,
  StatutoryContributionsScreenProps,
} from './statutoryContribution.ts';
export type {
  StatutoryTax,
  StatutoryTaxBracket,
  StatutoryTaxCallbacks,
  StatutoryTaxesScreenProps,
  StatutoryTaxField,
} from './statutoryTax.ts';
