import type {
  ContributionType,
  PayItemKind,
  ProrationMethod,
  RoundingRule,
  TaxTableBasis,
  TaxTableType,
} from '@hr/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/*
 * Payroll set-up (migration 0016, issue 13). numeric columns are read as text (select them with
 * `::text` or rely on the driver's text form), so no amount ever passes through a JavaScript number.
 */

type UpdatedAt = ColumnType<Date, never, Date>;

export interface PayrollSettingsTable {
  employer_id: string;
  currency: string;
  rounding: RoundingRule;
  proration_method: ProrationMethod;
  pay_day: number;
  payslip_footer: string | null;
  /** Arrears are an earning of the period they are paid in: taxed, and in the statutory base, unless off. */
  arrears_taxable: Generated<boolean>;
  arrears_statutory: Generated<boolean>;
  /** Attendance in pay (migration 0034): approved overtime as a line; unexcused absence unpaid. */
  overtime_pay: Generated<boolean>;
  overtime_rate_kind: Generated<'Multiplier of the hourly rate' | 'Amount per hour'>;
  /** numeric, read as text. */
  overtime_rate: Generated<string>;
  absence_unpaid: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface TaxTablesTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  description: string;
  is_active: Generated<boolean>;
  type: TaxTableType;
  basis: TaxTableBasis;
  relief_per_month: OptionalOnInsert<string | null>;
  /** Where a table made from a country template comes from (migration 0048); null for one typed by hand. */
  source: OptionalOnInsert<string | null>;
  /** A date: a pay run whose period ends before it leaves the table out; null for always. */
  effective_from: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TaxTableBracketsTable {
  tax_table_id: string;
  employer_id: string;
  position: number;
  income_more_than: string;
  percentage: string;
}

export interface StatutoryContributionsTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  description: string;
  is_active: Generated<boolean>;
  employer_type: ContributionType;
  employer_amount: OptionalOnInsert<string | null>;
  employer_capped_amount: OptionalOnInsert<string | null>;
  employer_tax_table_id: OptionalOnInsert<string | null>;
  employee_type: ContributionType;
  employee_amount: OptionalOnInsert<string | null>;
  employee_capped_amount: OptionalOnInsert<string | null>;
  employee_tax_table_id: OptionalOnInsert<string | null>;
  employee_before_tax: Generated<boolean>;
  /** As tax_tables.source and effective_from (migration 0048). */
  source: OptionalOnInsert<string | null>;
  effective_from: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PayItemsTable {
  id: Generated<string>;
  employer_id: string;
  kind: PayItemKind;
  code: string;
  description: string;
  is_active: Generated<boolean>;
  amount: string;
  quantity: string;
  unit: string;
  tax: Generated<boolean>;
  other_statutory: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EmployeePayItemsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  pay_item_id: OptionalOnInsert<string | null>;
  statutory_contribution_id: OptionalOnInsert<string | null>;
  amount: OptionalOnInsert<string | null>;
  quantity: OptionalOnInsert<string | null>;
  effective_date: string;
  end_date: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EmployeeReliefsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  description: string;
  amount: string;
  per: 'Period' | 'Year';
  effective_date: string;
  end_date: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
