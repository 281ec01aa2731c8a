import type { FormSubmitResult } from '../forms/index.ts';
import type { ReportLoadProps } from '../leave/ReportPage.tsx';

/** How the claims report groups its rows (expense-claims-report's `groupBy`). */
export const EXPENSE_REPORT_GROUPS = ['category', 'department', 'month'] as const;
export type ExpenseReportGroup = (typeof EXPENSE_REPORT_GROUPS)[number];

export const EXPENSE_REPORT_GROUP_LABELS: Record<ExpenseReportGroup, string> = {
  category: 'Category',
  department: 'Department',
  month: 'Month',
};

export interface ExpenseClaimsReportFilters {
  /** 'YYYY-MM-DD': the claims' lines dated from this day to `to`, both included. */
  from: string;
  to: string;
  groupBy: ExpenseReportGroup;
}

/** The figures of a group, or of them all; amounts are the wire's decimal strings in the payroll currency. */
export interface ExpenseReportFigures {
  claims: number;
  lines: number;
  claimed: string;
  approved: string;
  paid: string;
}

export interface ExpenseReportRow extends ExpenseReportFigures {
  key: string;
  /** As the server names the group: a category's description, a department's name, 'Nov 2026'. */
  label: string;
}

/** expense-claims-report's answer. */
export interface ExpenseClaimsReport {
  rows: readonly ExpenseReportRow[];
  totals: ExpenseReportFigures;
}

export interface ExpenseClaimsReportScreenProps extends ReportLoadProps {
  /** The filters the report answers to. */
  filters: ExpenseClaimsReportFilters;
  /** A filter changed: the caller asks the server again with these. */
  onFiltersChange: (filters: ExpenseClaimsReportFilters) => void;
  /** The payroll currency the amounts are in. */
  currency: string;
  report?: ExpenseClaimsReport;
  /** Export CSV (export-expense-claims-report with the same filters); a refusal answers its message. */
  onExportCsv: () => Promise<FormSubmitResult>;
}
