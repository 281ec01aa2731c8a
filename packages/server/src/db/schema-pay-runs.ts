import type { PayPeriod } from '@hr/domain';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/*
 * Pay runs, payslips and salary adjustments (migration 0017, issue 14). numeric columns are read as
 * text, as in schema-payroll.ts: no amount passes through a JavaScript number.
 */

export type PayRunStatus = 'queued' | 'processing' | 'draft' | 'final' | 'failed';

export type PayRunSelection =
  | { scope: 'all' }
  | { scope: 'department' | 'branch' | 'employees'; ids: string[] };

export interface SkippedEmployee {
  employeeId: string;
  employeeName: string;
  problem: string;
}

/** A payslip line as stored: the engine's line, and for arrears the period it makes up for. */
export interface StoredPayslipLine {
  kind: string;
  code: string;
  label: string;
  amount: string;
  explanation: string;
  arrearsFor?: string;
}

/**
 * A line as payslips.lines stores it (migration 0046, see payslip-lines.ts): [kind, code, label, amount,
 * explanation], with arrearsFor as a sixth element on an arrears line.
 */
export type StoredLineTuple =
  | readonly [kind: string, code: string, label: string, amount: string, explanation: string]
  | readonly [
      kind: string,
      code: string,
      label: string,
      amount: string,
      explanation: string,
      arrearsFor: string,
    ];

declare const storedLinesText: unique symbol;
/** The JSON text written to payslips.lines: only `storedLines` makes one, so no writer can forget the encoding. */
export type StoredLinesText = string & { readonly [storedLinesText]: true };

export interface StoredPaymentDays {
  paid: string;
  total: string;
  method: string;
  explanation: string;
}

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type Money = ColumnType<string, string | undefined, string>;

export interface PayRunsTable {
  id: Generated<string>;
  employer_id: string;
  pay_period: PayPeriod;
  period_start: string;
  period_end: string;
  pay_date: string;
  off_cycle: Generated<boolean>;
  selection: JSONColumnType<PayRunSelection, string, string>;
  status: Generated<PayRunStatus>;
  finalise_when_processed: Generated<boolean>;
  generation: Generated<number>;
  job_id: OptionalOnInsert<string | null>;
  currency: OptionalOnInsert<string | null>;
  employee_count: Generated<number>;
  gross: Money;
  total_deductions: Money;
  net_pay: Money;
  employer_cost: Money;
  skipped: JSONColumnType<SkippedEmployee[], string | undefined, string>;
  last_error: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
  created_by: OptionalOnInsert<string | null>;
  processed_at: OptionalOnInsert<Date | null>;
  finalised_at: OptionalOnInsert<Date | null>;
  finalised_by: OptionalOnInsert<string | null>;
}

export interface PayslipsTable {
  id: Generated<string>;
  employer_id: string;
  pay_run_id: string;
  employee_id: string;
  employee_no: string | null;
  employee_name: string;
  pay_period: PayPeriod;
  period_start: string;
  period_end: string;
  pay_date: string;
  currency: string;
  basic_pay: string;
  gross: string;
  statutory_base: string;
  taxable_income: string;
  tax: string;
  total_deductions: string;
  net_pay: string;
  employer_cost: string;
  payment_days: JSONColumnType<StoredPaymentDays | null, string | null, string | null>;
  /** A compact encoding (migration 0046): see payslip-lines.ts. */
  lines: ColumnType<StoredLineTuple[], StoredLinesText, StoredLinesText>;
  taxable_income_explanation: string;
  rounding: JSONColumnType<{ rule: string; minorUnit: string; explanation: string }, string, string>;
  footer: string | null;
  payment_method: 'Cash' | 'Cheque' | 'Bank';
  bank_id: string | null;
  bank_name: string | null;
  bank_account: string | null;
  final: Generated<boolean>;
  counts_once: Generated<boolean>;
  created_at: Timestamp;
}

/** A chunk of a PGlite run's payslips waiting for the run's write (migration 0046). */
export interface StagedPayslipsTable extends PayslipsTable {
  generation: number;
}

export interface SalaryAdjustmentsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  effective_date: string;
  amount: OptionalOnInsert<string | null>;
  currency: OptionalOnInsert<string | null>;
  remarks: OptionalOnInsert<string | null>;
  settled_by_run_id: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
  created_by: OptionalOnInsert<string | null>;
}

export interface SalaryAdjustmentItemsTable {
  id: Generated<string>;
  employer_id: string;
  salary_adjustment_id: string;
  employee_pay_item_id: string;
}
