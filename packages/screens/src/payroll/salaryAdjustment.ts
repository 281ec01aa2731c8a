import type { EmployeePayGroup } from '@hr/domain';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import type { EmployeePayChoices } from './employeePay.ts';
import type { SalaryAdjustmentValues } from './salaryAdjustmentSchema.ts';

/**
 * Salary adjustments as the screens take them: the wire shapes of issue 14 (amounts decimal strings
 * with the currency's digits, dates 'YYYY-MM-DD'), written here so screens need no api types.
 */

/** One of the employer's items the adjustment adds; amount and quantity null: the item's own. */
export interface SalaryAdjustmentItem {
  group: EmployeePayGroup;
  itemId: string;
  code: string;
  description: string;
  /** Always null for a statutory contribution. */
  amount: string | null;
  quantity: string | null;
}

export type SalaryAdjustmentArrears = 'None' | 'Due' | 'Paid';

export interface SalaryAdjustment {
  id: string;
  employeeId: string;
  employeeName: string;
  effectiveDate: string;
  /** The new basic salary, or null when the adjustment only adds items. */
  amount: string | null;
  /** The new basic salary's currency; null with `amount`. */
  currency: string | null;
  remarks: string | null;
  items: readonly SalaryAdjustmentItem[];
  /** Paid: the final run that settled it paid arrears for it. */
  arrears: SalaryAdjustmentArrears;
  /** The final run that settled it (it can no longer be deleted), or null. */
  settledByRunId: string | null;
  createdAt: string;
  createdBy: string | null;
}

/** The fields a refusal of a save can name and have shown on the field itself. */
export type SalaryAdjustmentField = 'employeeId' | 'effectiveDate' | 'amount' | 'currency' | 'remarks';

/** Every SalaryAdjustmentField: a refusal naming one of these shows on it. */
export const SALARY_ADJUSTMENT_FIELDS: readonly SalaryAdjustmentField[] = [
  'employeeId',
  'effectiveDate',
  'amount',
  'currency',
  'remarks',
];

/** What the Salary Adjustment dialog needs besides its callbacks. */
export interface SalaryAdjustmentDialogData {
  /** The employees offered first (the server's first page); `onEmployeeSearch` asks for others. */
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
  /** The employer's active items of each group. */
  choices: EmployeePayChoices;
  /** The payroll currency (Payroll Settings): offered first and chosen at the start. */
  payrollCurrency: string;
  /** The effective date offered at the start ('YYYY-MM-DD'). */
  today: string;
  /**
   * Creates the adjustment. Answer the server's refusal as `{ message }` (or naming one of
   * SalaryAdjustmentField) and it shows in the dialog with everything typed kept.
   */
  onSave: (values: SalaryAdjustmentValues) => Promise<FormSubmitResult<SalaryAdjustmentField>>;
}

export interface SalaryAdjustmentsScreenProps extends SalaryAdjustmentDialogData {
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Newest effective date first, as the server answers them. */
  adjustments: readonly SalaryAdjustment[];
  /** Deletes an adjustment whose arrears are not paid; answer the server's refusal as `{ message }`. */
  onDelete: (adjustment: SalaryAdjustment) => Promise<FormSubmitResult>;
}
