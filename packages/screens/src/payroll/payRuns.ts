import type { PayPeriod } from '@hr/domain';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import type { PayslipPreview, PayslipPreviewLine } from './employeePay.ts';

/**
 * Pay runs and payslips as the screens take them: the wire shapes of issue 14 (amounts decimal
 * strings with the currency's digits, dates 'YYYY-MM-DD', timestamps ISO date-time), written here so
 * screens need no api types.
 */

export const PAY_RUN_SCOPES = ['all', 'department', 'branch', 'employees'] as const;
export type PayRunScope = (typeof PAY_RUN_SCOPES)[number];

export interface PayRunSelection {
  scope: PayRunScope;
  /** [] for 'all'; the departments, branches or employees otherwise. */
  ids: readonly string[];
}

export type PayRunStatus = 'Queued' | 'Processing' | 'Draft' | 'Final' | 'Failed';

/** An employee left out of a run or its check, and why ("No basic salary on 2026-11-01."). */
export interface PayRunProblem {
  employeeId: string;
  employeeName: string;
  problem: string;
}

export interface PayRun {
  id: string;
  payPeriod: PayPeriod;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  offCycle: boolean;
  selection: PayRunSelection;
  status: PayRunStatus;
  /** Only while Queued or Processing; `total` null until the job has counted the employees. */
  progress: { done: number; total: number | null } | null;
  currency: string | null;
  employees: number;
  gross: string;
  totalDeductions: string;
  netPay: string;
  employerCost: string;
  skipped: readonly PayRunProblem[];
  error: string | null;
  createdAt: string;
  processedAt: string | null;
  finalisedAt: string | null;
  /** The name of the user who finalised it. */
  finalisedBy: string | null;
}

/** What a run of the period and selection would do, before it is started. */
export interface PayRunCheck {
  periodStart: string;
  periodEnd: string;
  /** How many employees would be paid. */
  employees: number;
  /** Left out of the run, each with what to fix on their record. */
  blockers: readonly PayRunProblem[];
  /** Already paid in a final, regular run of the period. */
  alreadyPaid: readonly { employeeId: string; employeeName: string }[];
}

export type PaymentMethod = 'Cash' | 'Cheque' | 'Bank';

export interface PayslipSummary {
  id: string;
  runId: string;
  employeeId: string;
  employeeNo: string | null;
  employeeName: string;
  payPeriod: PayPeriod;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  currency: string;
  gross: string;
  totalDeductions: string;
  netPay: string;
  employerCost: string;
  final: boolean;
  paymentMethod: PaymentMethod;
}

/** A payslip line; `arrearsFor` is the start of the earlier period an arrears line pays. */
export interface PayslipLine extends PayslipPreviewLine {
  arrearsFor: string | null;
}

export interface PayslipYearToDate {
  year: number;
  gross: string;
  taxableIncome: string;
  tax: string;
  totalDeductions: string;
  netPay: string;
  employerCost: string;
}

/** A payslip as computed by a run: what the preview shows, who pays it, and the year so far. */
export interface Payslip
  extends PayslipSummary,
    Omit<PayslipPreview, 'lines' | keyof PayslipSummary | 'payPeriod'> {
  employerName: string;
  basicPay: string;
  tax: string;
  lines: readonly PayslipLine[];
  bankName: string | null;
  bankAccount: string | null;
  yearToDate: PayslipYearToDate;
}

export interface BankTransferSummary {
  runId: string;
  banks: readonly { bankId: string; bankName: string; employees: number; total: string }[];
  cash: { employees: number; total: string };
  cheque: { employees: number; total: string };
  total: string;
}

/** What the Process Payroll dialog sends: the period, the pay date and who is paid. */
export interface ProcessPayrollValues {
  payPeriod: PayPeriod;
  periodStart: string;
  payDate: string;
  processAsDraft: boolean;
  offCycle: boolean;
  selection: PayRunSelection;
}

/** What the dialog's check asks about: everything but the pay date and draft switch. */
export type PayRunCheckValues = Pick<
  ProcessPayrollValues,
  'payPeriod' | 'periodStart' | 'offCycle' | 'selection'
>;

/** A check answers what the run would do, or the server's refusal. */
export type PayRunCheckResult = { ok: true; check: PayRunCheck } | { ok: false; message: string };

/** The choices the Employees field offers. */
export interface PayRunSelectionChoices {
  departments: readonly { id: string; name: string }[];
  branches: readonly { id: string; name: string }[];
  /** The employees offered by the picker (the first page, or those a typed name matches). */
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
}

/** Starting or re-running a run: nothing when it started, else the server's refusal. */
export type ProcessPayrollSubmit = (values: ProcessPayrollValues) => Promise<FormSubmitResult>;
