import {
  type EmployeePayGroup,
  type EmployeePayItemValues,
  type EmployeeReliefValues,
  formatMoney,
  type PayslipLineKind,
  type ProrationMethod,
  type RELIEF_PERIODS,
  type RoundingRule,
  toDecimal,
} from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/**
 * The employee's pay items, reliefs and payslip preview as the screens take them: the wire shapes of
 * issue 13 (amounts decimal strings, dates 'YYYY-MM-DD'), written here so screens need no api types.
 */

/** One of the employer's items assigned to the employee from a Salary group. */
export interface EmployeePayItem {
  id: string;
  group: EmployeePayGroup;
  itemId: string;
  code: string;
  description: string;
  /** The employee's own amount; null: the item's. */
  amount: string | null;
  /** The employee's own quantity; null: the item's. */
  quantity: string | null;
  itemAmount: string | null;
  itemQuantity: string | null;
  /** Null for a statutory contribution. */
  unit: string | null;
  effectiveDate: string;
  endDate: string | null;
}

export interface EmployeeRelief {
  id: string;
  description: string;
  amount: string;
  per: (typeof RELIEF_PERIODS)[number];
  effectiveDate: string;
  endDate: string | null;
}

/** One of the employer's active items a group may assign, with its own amount and quantity. */
export interface EmployeePayChoice {
  id: string;
  code: string;
  description: string;
  amount: string | null;
  quantity: string | null;
  unit: string | null;
}

export type EmployeePayChoices = Readonly<Record<EmployeePayGroup, readonly EmployeePayChoice[]>>;

export interface PayslipPreviewLine {
  kind: PayslipLineKind;
  code: string;
  label: string;
  amount: string;
  explanation: string;
  /** A run's arrears line: the start of the earlier period it pays ('YYYY-MM-DD'). */
  arrearsFor?: string | null;
}

export interface PayslipPreview {
  employeeId: string;
  employeeName: string;
  payPeriod: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  /** Null: the whole period is paid. */
  paymentDays: { paid: string; total: string; method: ProrationMethod; explanation: string } | null;
  lines: readonly PayslipPreviewLine[];
  gross: string;
  statutoryBase: string;
  taxableIncome: string;
  taxableIncomeExplanation: string;
  totalDeductions: string;
  netPay: string;
  employerCost: string;
  rounding: { rule: RoundingRule; minorUnit: string; explanation: string };
  footer: string | null;
}

export type PayslipPreviewResult = { ok: true; preview: PayslipPreview } | { ok: false; message: string };

export type EmployeePayItemField = 'itemId' | 'amount' | 'quantity' | 'effectiveDate' | 'endDate';
export type EmployeeReliefField = 'description' | 'amount' | 'per' | 'effectiveDate' | 'endDate';

/** What an administrator may do with the employee's pay; without them the groups are read-only. */
export interface EmployeePayActions {
  onAssign: (values: EmployeePayItemValues) => Promise<FormSubmitResult<EmployeePayItemField>>;
  onUpdate: (
    item: EmployeePayItem,
    values: EmployeePayItemValues,
  ) => Promise<FormSubmitResult<EmployeePayItemField>>;
  onRemove: (item: EmployeePayItem) => Promise<FormSubmitResult>;
  onAddRelief: (values: EmployeeReliefValues) => Promise<FormSubmitResult<EmployeeReliefField>>;
  onUpdateRelief: (
    relief: EmployeeRelief,
    values: EmployeeReliefValues,
  ) => Promise<FormSubmitResult<EmployeeReliefField>>;
  onRemoveRelief: (relief: EmployeeRelief) => Promise<FormSubmitResult>;
}

/** An amount from the wire ("1029.75") as the payslip writes it ("1,029.75"); never through a float. */
export function payAmount(amount: string, digits: number): string {
  return formatMoney(toDecimal(amount), digits);
}
