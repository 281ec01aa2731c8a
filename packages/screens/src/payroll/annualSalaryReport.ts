import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { FormSubmitResult } from '../forms/index.ts';

/** annual-salary-report's answer (issue 14): an employee's final payslips of a year, month by month. */
export interface AnnualSalaryReportMonth {
  /** 1 to 12, by the payslips' pay date. */
  month: number;
  payslips: number;
  gross: string;
  taxableIncome: string;
  tax: string;
  /** The employee's side of each contribution, in the order of the report's `contributions`. */
  contributions: readonly string[];
  /** Total deductions less tax and the employee's contributions. */
  otherDeductions: string;
  netPay: string;
}

export interface AnnualSalaryReport {
  employeeId: string;
  employeeName: string;
  employeeNo: string | null;
  year: number;
  /** Null when the year has no final payslip. */
  currency: string | null;
  /** The columns: every employee contribution met in the year. */
  contributions: readonly { code: string; label: string }[];
  months: readonly AnnualSalaryReportMonth[];
  totals: Omit<AnnualSalaryReportMonth, 'month'>;
}

export interface AnnualSalaryReportScreenProps {
  /** 'loading' while the report for the chosen employee and year is on its way. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The report of the chosen employee and year; undefined until an employee is chosen. */
  report?: AnnualSalaryReport;
  /** An employee reading their own year: no picker, only them. */
  employeeFixed?: EmployeeChoice;
  /** Administrators: the employees offered first; `onEmployeeSearch` asks for those a typed name matches. */
  employees?: readonly EmployeeChoice[];
  onEmployeeSearch?: (text: string) => void;
  /** The chosen employee's id, or null before one is chosen. */
  employeeId?: string | null;
  onEmployeeChange?: (employeeId: string | null) => void;
  year: number;
  /** The years offered, newest first. */
  years: readonly number[];
  onYearChange: (year: number) => void;
  /** Downloads the report; answer a refusal as `{ message }` and it shows above the table. */
  onDownloadCsv: () => Promise<FormSubmitResult>;
  onDownloadPdf: () => Promise<FormSubmitResult>;
}
